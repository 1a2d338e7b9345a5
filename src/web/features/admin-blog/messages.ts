import { loadErrors, saveErrors, successMessages } from "../../../domain/messages";
import { blogEditorMessages } from "../../components/blog/blog-editor-messages";

/**
 * Texts of the super admin's blog tab. The spec's own words come from the domain catalogue, so they
 * stay verbatim; the rest the spec leaves to us.
 */
export const adminBlogMessages = {
  ...blogEditorMessages,
  loadFailed: loadErrors.blogPosts,
  saveFailed: saveErrors.savePost,
  updateFailed: saveErrors.updatePost,
  published: successMessages.postPublished,
  unpublished: successMessages.postUnpublished,
  created: "Post created!",
  saved: "Post saved!",
  deleted: "Post deleted!",
  deleteFailed: "Failed to delete post",
  postLoadFailed: "The post could not be opened. Try again.",
  listTitle: "All posts",
  listDescription:
    "Every post, drafts and published, newest first. Only published posts appear on the public blog.",
  loading: "Loading posts",
  empty: "No blog posts yet. Write the first one.",
  noMatch: "No posts in this state.",
  showAll: "Show all",
  stateFilter: "State",
  allStates: "All states",
  draft: "Draft",
  publishedState: "Published",
  newPost: "New post",
  createTitle: "New blog post",
  createDescription: "Write in Markdown. The post stays a draft unless you publish it.",
  editTitle: "Edit blog post",
  editDescription: "Changes to a published post show on the blog at once.",
  slug: "Slug",
  slugHint: "The post's address: /blog/{slug}. Made from the title until you change it.",
  publishNow: "Publish immediately",
  save: "Save post",
  saving: "Saving...",
  cancel: "Cancel",
  edit: "Edit",
  view: "View",
  columnTitle: "Title",
  columnAuthor: "Author",
  columnState: "State",
  columnPublished: "Published",
  columnActions: "Actions",
  notPublished: "—",
  deleteTitle: "Delete this post?",
} as const;

export function publishLabel(title: string): string {
  return `Published: ${title}`;
}

export function editLabel(title: string): string {
  return `Edit post ${title}`;
}

export function viewLabel(title: string): string {
  return `View post ${title} on the blog (opens in a new tab)`;
}

export function deleteLabel(title: string): string {
  return `Delete post ${title}`;
}

export function deleteDescription(title: string): string {
  return `“${title}” will be removed from the blog for good. This cannot be undone.`;
}
