import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { authAccount, authUser } from "../db/auth-schema";
import { profiles } from "../db/schema";
import type { Role } from "../../domain/roles";

export interface NewUser {
  email: string;
  password: string;
  fullName: string;
  role: Role;
}

export interface HashedNewUser extends Omit<NewUser, "password"> {
  passwordHash: string;
  /** The user id when the caller needs it before the insert (an invitation's token); else a new one. */
  id?: string;
}

/** Hashing is slow on purpose: do it before opening a transaction, not inside one. */
export async function hashNewUser({ password, ...rest }: NewUser): Promise<HashedNewUser> {
  // better-auth's hashing (and the JWT library its module brings) loads with the first account made.
  const { hashPassword } = await import("better-auth/crypto");
  return { ...rest, passwordHash: await hashPassword(password) };
}

/**
 * Inserts a sign-in user (better-auth's user + credential account) and its profile with `db`, which
 * may be the caller's transaction so that further rows (an agent) commit or fail with them.
 */
export async function insertUser(db: Database, input: HashedNewUser): Promise<string> {
  const id = input.id ?? randomUUID();
  const email = input.email.trim().toLowerCase();
  await db.insert(authUser).values({ id, email, name: input.fullName, emailVerified: true });
  await db.insert(authAccount).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: input.passwordHash,
  });
  await db.insert(profiles).values({ id, role: input.role, fullName: input.fullName });
  return id;
}

/** Creates a sign-in user and its profile in one transaction of its own. */
export async function createUserWithPassword(db: Database, input: NewUser): Promise<string> {
  const hashed = await hashNewUser(input);
  return db.transaction((tx) => insertUser(tx, hashed));
}

export async function findUserIdByEmail(db: Database, email: string): Promise<string | undefined> {
  const rows = await db
    .select({ id: authUser.id })
    .from(authUser)
    .where(eq(authUser.email, email.trim().toLowerCase()));
  return rows[0]?.id;
}
