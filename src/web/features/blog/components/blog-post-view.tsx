import { useEffect } from "react";
import { Link } from "react-router";
import { toast } from "../../../lib/toast";
import { ArrowLeft, SearchX } from "lucide-react";
import { blogPostPageMeta } from "../../../../domain/page-meta";
import { Button } from "../../../components/ui/button";
import { PageMarkdown } from "../../../components/ui/page-markdown";
import { Skeleton } from "../../../components/ui/skeleton";
import { useT } from "../../../i18n/use-t";
import { ApiError } from "../../../lib/api";
import { usePageMeta } from "../../../lib/page-meta";
import { useBlogPost } from "../blog-post";
import { BlogImage } from "./blog-image";
import { PostByline } from "./post-byline";

const BLOG_ERROR_TOAST_ID = "blog-post-load-failed";

function BackToBlog() {
  const t = useT();
  return (
    <Link
      to="/blog"
      className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t("blog.back")}
    </Link>
  );
}

/** /blog/:slug: one published post, its markdown rendered without any raw HTML. */
export function BlogPostView({ slug }: { slug: string }) {
  const t = useT();
  const query = useBlogPost(slug);
  const post = query.data;
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  usePageMeta(
    blogPostPageMeta(
      post && { title: post.title, excerpt: post.excerpt, seoDescription: post.seo_settings?.description },
      query.isError,
    ),
    post ? `/blog/${encodeURIComponent(post.slug)}` : query.isError ? null : undefined,
  );

  // Spec section 8: the toast 'Failed to load blog post' first, then the not-found text on the page.
  const loadFailed = t("blog.post.loadFailed");
  useEffect(() => {
    if (query.isError) toast.error(loadFailed, { id: BLOG_ERROR_TOAST_ID });
  }, [query.isError, loadFailed]);

  if (query.isPending) {
    return (
      <div
        className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-10 sm:px-6"
        role="status"
        aria-label={t("blog.post.loading")}
      >
        <Skeleton className="h-10 w-5/6" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="aspect-[16/10] w-full rounded-xl" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
      </div>
    );
  }

  if (!post) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-4 px-4 py-16 text-center sm:px-6">
        <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">{t("blog.post.notFound")}</h1>
        {!notFound && (
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t("blog.post.tryAgain")}
          </Button>
        )}
        <BackToBlog />
      </div>
    );
  }

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <BackToBlog />
      <header className="mt-6">
        <h1 lang={post.language} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {post.title}
        </h1>
        <div className="mt-3">
          <PostByline author={post.agent} publishedAt={post.published_at} linkAuthor />
        </div>
      </header>
      <BlogImage
        src={post.featured_image_url}
        title={post.title}
        eager
        priority
        className="mt-6 rounded-xl"
      />
      {/* The post is in the language its author wrote it in, whichever site shows it. */}
      <div lang={post.language} data-testid="post-content">
        <PageMarkdown className="mt-8 text-base sm:text-lg">{post.content}</PageMarkdown>
      </div>
    </article>
  );
}
