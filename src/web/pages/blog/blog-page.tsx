import { PageHeader } from "../../components/ui/page-header";
import { BlogPostList } from "../../features/blog/components/blog-post-list";
import { useT } from "../../i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";

/** /blog: published posts, newest first (on the French site, French posts first). */
export function BlogPage() {
  const t = useT();
  usePageMeta(pageMeta["/blog"]);
  return (
    <>
      <PageHeader title={t("blog.title")}>{t("blog.intro")}</PageHeader>
      <div className="mx-auto w-full max-w-content px-4 py-10 sm:px-6">
        <BlogPostList />
      </div>
    </>
  );
}
