import { dashboardMessages, loadErrors, saveErrors } from "../../../domain/messages";
import { EXCERPT_FALLBACK_LENGTH } from "../../../domain/schemas/blog-posts";
import { blogEditorMessages } from "../../components/blog/blog-editor-messages";

/**
 * Texts of the agent dashboard's blog tab. The spec's own words come from the domain catalogue, so
 * they stay verbatim; the rest the spec leaves to us.
 */
export const dashboardBlogMessages = {
  ...blogEditorMessages,
  draftPending: dashboardMessages.draftPending,
  publishedState: "Published",
  adminWritten: "Written by an admin",
  loadFailed: loadErrors.blogPosts,
  saveFailed: saveErrors.savePost,
  deleteFailed: "Failed to delete post",
  postLoadFailed: "The post could not be opened. Try again.",
  saved: "Post saved. It will appear on the blog once an admin approves it.",
  deleted: "Post deleted!",
  listTitle: "Your posts",
  listDescription: "Newest first. A post appears on the blog once an admin publishes it.",
  loading: "Loading posts",
  empty: "No posts yet. Write your first one.",
  firstPage: "Back to the first page",
  newPost: "New post",
  createTitle: "New blog post",
  createDescription:
    "Write in Markdown. Your post is saved as a draft, and an admin publishes it after review.",
  editTitle: "Edit blog post",
  editDescription: "Your changes are saved as a draft, and an admin publishes them after review.",
  republishWarning:
    "This post is published. Saving your changes takes it off the blog until an admin approves it again.",
  excerptHint: `Optional. Without one, the first ${EXCERPT_FALLBACK_LENGTH} characters of the content are shown.`,
  save: "Save draft",
  saveAndResubmit: "Save and send for approval",
  saving: "Saving...",
  cancel: "Cancel",
  edit: "Edit",
  view: "View",
  columnTitle: "Title",
  columnState: "State",
  columnSaved: "Last saved",
  columnActions: "Actions",
  deleteTitle: "Delete this post?",
} as const;

/** Where a new post will be read once published; the server adds -2, -3 … when another post has it. */
export function newAddressHint(slug: string): string {
  return `Its address is made from the title: /blog/${slug} (a number is added if another post already has it).`;
}

/** An existing post keeps its address whatever its title becomes, so shared links keep working. */
export function addressHint(slug: string): string {
  return `Its address stays /blog/${slug}.`;
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

export function deleteDescription(title: string, published: boolean): string {
  return published
    ? `“${title}” will be removed from the blog for good. This cannot be undone.`
    : `The draft “${title}” will be deleted for good. This cannot be undone.`;
}
