import { loadErrors, saveErrors, successMessages } from "../../../domain/messages";

/**
 * Texts of the super admin's agents tab. The spec's own words come from the domain catalogue, so they
 * stay verbatim; the rest the spec leaves to us.
 */
export const adminAgentsMessages = {
  loadFailed: loadErrors.agents,
  createFailed: saveErrors.createAgent,
  updateFailed: saveErrors.updateAgent,
  deleteFailed: saveErrors.deleteAgent,
  headshotFailed: saveErrors.uploadHeadshot,
  bannerFailed: saveErrors.uploadBanner,
  created: successMessages.agentCreated,
  updated: successMessages.agentUpdated,
  deleted: successMessages.agentDeleted,
  listTitle: "All agents",
  listDescription: "Every broker on the platform, active or not, newest first.",
  tableLabel: "Agents",
  loading: "Loading agents",
  empty: "No agents yet. Create the first one to give a broker their sign-in and public page.",
  noMatch: "No agents match this search.",
  clearSearch: "Clear search",
  searchLabel: "Search agents",
  searchPlaceholder: "Name or email",
  newAgent: "New agent",
  createTitle: "New agent",
  createDescription:
    "Creates the broker's sign-in (role agent) and their public page. E-mail them an invitation to choose their own password, or set one here and share it with them privately.",
  sendInvitation: "E-mail an invitation to set a password",
  sendInvitationHint:
    "The broker gets a link to choose their own password; it works once, within 7 days. No password is set here.",
  fullName: "Full name",
  licenceNumber: "Licence number",
  licenceNumberHint:
    "Optional. The broker's provincial licence number, e.g. M08001234; shown on their page and card.",
  email: "Email",
  password: "Password",
  passwordHint: "At least 8 characters.",
  create: "Create agent",
  creating: "Creating...",
  cancel: "Cancel",
  columnAgent: "Agent",
  columnEmail: "Email",
  columnSlug: "Public URL",
  columnStatus: "Status",
  columnCreated: "Created",
  columnActions: "Actions",
  active: "Active",
  inactive: "Inactive",
  noSlug: "No slug",
  edit: "Edit",
  openPublicPage: "Open public page",
  opensInNewTab: " (opens in a new tab)",
  deleteTitle: "Delete this agent?",
  editTitle: "Edit agent",
  editLoading: "Loading agent",
  noSignIn: "no sign-in account: this profile is managed here only",
  save: "Save changes",
  saving: "Saving...",
  headshot: "Headshot",
  banner: "Banner",
} as const;

export const noun = ["agent", "agents"] as const;

/** The toast after creating an agent who was e-mailed an invitation. */
export function agentInvited(email: string): string {
  return `${successMessages.agentCreated} An invitation to set a password was e-mailed to ${email}.`;
}

export function editAgentLabel(name: string): string {
  return `Edit ${name}`;
}

export function deleteAgentLabel(name: string): string {
  return `Delete agent ${name}`;
}

export function deleteAgentDescription(name: string): string {
  return `${name}'s sign-in, public page, blog posts, testimonials, documents and files will be removed for good. Their leads are kept, unassigned. This cannot be undone.`;
}

export function publicPagePath(agent: { id: string; profile_slug: string | null }): string {
  return `/agent/${agent.profile_slug || agent.id}`;
}
