import { saveErrors } from "../../../domain/messages";

/** Texts of the blog post form, shared by the super admin's blog tab and the agents' own. */
export const blogEditorMessages = {
  title: "Title",
  excerpt: "Excerpt",
  excerptHint: "A short summary shown in the blog list.",
  content: "Content",
  contentHint: "Markdown: ## headings, **bold**, _italic_, [links](https://…), lists.",
  editorMode: "Write or preview",
  write: "Write",
  preview: "Preview",
  emptyPreview: "Nothing to preview yet.",
  featuredImage: "Featured image",
  uploadFailed: saveErrors.uploadImage,
  seoDescription: "SEO description",
  seoKeywords: "SEO keywords",
  seoKeywordsHint: "Separated by commas.",
} as const;

export function characterCount(count: number, max: number): string {
  return `${count} / ${max} characters`;
}
