import { PageHeader } from "../../components/ui/page-header";
import { BlogPostList } from "../../features/blog/components/blog-post-list";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";

/** /blog: published posts, newest first. */
export function BlogPage() {
  usePageMeta(pageMeta["/blog"]);
  return (
    <>
      <PageHeader title="Mortgage blog">
        Plain-language articles on buying, renewing and refinancing in Canada, written by our licensed
        brokers. General information, not financial advice.
      </PageHeader>
      <div className="mx-auto w-full max-w-content px-4 py-10 sm:px-6">
        <BlogPostList />
      </div>
    </>
  );
}
