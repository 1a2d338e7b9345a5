import { useParams } from "react-router";
import { BlogPostView } from "../../features/blog/components/blog-post-view";

/** /blog/:slug */
export function BlogPostPage() {
  const { slug = "" } = useParams();
  return <BlogPostView key={slug} slug={slug} />;
}
