import { Newspaper } from "lucide-react";
import { LoadError } from "../../../components/ui/load-error";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { useLocale, useT } from "../../../i18n/use-t";
import { postsInReadingOrder, useBlogPosts } from "../blog-posts";
import { BlogPostCard } from "./blog-post-card";

const EAGER_IMAGES = 3;

/**
 * The published posts, newest first (French ones first on the French blog), with loading, error and
 * empty states.
 */
export function BlogPostList() {
  const t = useT();
  const locale = useLocale();
  const posts = useBlogPosts();

  if (posts.isPending) {
    return (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label={t("blog.loading")}>
        {[0, 1, 2].map((key) => (
          <Card key={key} className="overflow-hidden">
            <Skeleton className="aspect-[16/10] w-full rounded-none" />
            <div className="flex flex-col gap-3 p-5">
              <Skeleton className="h-6 w-5/6" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-full" />
            </div>
          </Card>
        ))}
      </div>
    );
  }
  if (posts.isError) {
    return <LoadError message={t("blog.loadFailed")} onRetry={() => void posts.refetch()} />;
  }
  if (posts.data.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-dashed border-border p-8 text-muted-foreground">
        <Newspaper className="size-5 shrink-0" aria-hidden="true" />
        {t("blog.empty")}
      </p>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {postsInReadingOrder(posts.data, locale).map((post, index) => (
        <li key={post.id}>
          <BlogPostCard post={post} eagerImage={index < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
}
