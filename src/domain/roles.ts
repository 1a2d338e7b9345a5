export const ROLES = ["super_admin", "admin", "agent", "others"] as const;
export type Role = (typeof ROLES)[number];

export function isStaff(role: Role | undefined): boolean {
  return role === "super_admin" || role === "admin" || role === "agent";
}

/** Where a user lands after signing in (spec section 2). */
export function homeForRole(role: Role | undefined): string {
  if (role === "super_admin") return "/super-admin";
  if (role === "admin" || role === "agent") return "/agent-dashboard";
  return "/";
}
