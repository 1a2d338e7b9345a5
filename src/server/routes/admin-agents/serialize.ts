import type { Agent } from "../../db/schema";

export type AgentListRow = Pick<
  Agent,
  "id" | "name" | "email" | "phone" | "profileSlug" | "isActive" | "headshotUrl" | "createdAt"
>;

/** A row of the super admin's agents list. */
export function adminAgentListItemToJson(row: AgentListRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    profile_slug: row.profileSlug,
    is_active: row.isActive,
    headshot_url: row.headshotUrl,
    created_at: row.createdAt.toISOString(),
  };
}
