import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { Card } from "../../../components/ui/card";
import { useT } from "../../../i18n/use-t";
import type { BlogPostSummary } from "../blog-post-schema";
import { BlogImage } from "./blog-image";
import { PostByline } from "./post-byline";

/** A post in the blog list: picture, title linking to the post, author, date and excerpt. */
export function BlogPostCard({ post, eagerImage }: { post: BlogPostSummary; eagerImage?: boolean }) {
  const t = useT();
  return (
    <Card className="flex h-full flex-col overflow-hidden" role="article" aria-labelledby={`post-${post.id}`}>
      <BlogImage src={post.featured_image_url} title={post.title} eager={eagerImage} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2
          id={`post-${post.id}`}
          lang={post.language}
          className="text-lg font-semibold tracking-tight text-balance"
        >
          <Link to={`/blog/${encodeURIComponent(post.slug)}`} className="hover:text-primary hover:underline">
            {post.title}
          </Link>
        </h2>
        <PostByline author={post.agent} publishedAt={post.published_at} />
        {post.excerpt && (
          <p lang={post.language} className="text-sm text-muted-foreground">
            {post.excerpt}
          </p>
        )}
        <Link
          to={`/blog/${encodeURIComponent(post.slug)}`}
          className="mt-auto inline-flex items-center gap-1 self-start rounded-sm pt-2 text-sm font-medium text-primary hover:underline"
          aria-label={t("blog.readMoreLabel", { title: post.title })}
        >
          {t("blog.readMore")}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </Card>
  );
}
