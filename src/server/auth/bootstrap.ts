import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { profiles } from "../db/schema";
import { createUserWithPassword, findUserIdByEmail } from "./users";

export const DEFAULT_ADMIN_EMAIL = "admin@vayu.local";

export interface BootstrapResult {
  email: string;
  /** Present only when this call created the account with a generated password. */
  generatedPassword?: string;
  created: boolean;
}

export function generatePassword(): string {
  return randomBytes(12).toString("base64url");
}

/**
 * Makes sure a super admin exists. With ADMIN_EMAIL/ADMIN_PASSWORD the account is created on
 * first start (its password is never overwritten later); without them, an empty database gets
 * admin@vayu.local with a random password that the caller prints once.
 */
export async function ensureSuperAdmin(db: Database, config: Config): Promise<BootstrapResult> {
  if (config.admin) {
    const existing = await findUserIdByEmail(db, config.admin.email);
    if (existing) {
      await db
        .insert(profiles)
        .values({ id: existing, role: "super_admin", fullName: "Platform Admin" })
        .onConflictDoUpdate({ target: profiles.id, set: { role: "super_admin" } });
      return { email: config.admin.email, created: false };
    }
    await createUserWithPassword(db, {
      email: config.admin.email,
      password: config.admin.password,
      fullName: "Platform Admin",
      role: "super_admin",
    });
    return { email: config.admin.email, created: true };
  }
  const admins = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.role, "super_admin"))
    .limit(1);
  if (admins.length > 0) return { email: DEFAULT_ADMIN_EMAIL, created: false };
  const password = generatePassword();
  await createUserWithPassword(db, {
    email: DEFAULT_ADMIN_EMAIL,
    password,
    fullName: "Platform Admin",
    role: "super_admin",
  });
  return { email: DEFAULT_ADMIN_EMAIL, generatedPassword: password, created: true };
}
