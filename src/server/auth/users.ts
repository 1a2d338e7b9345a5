import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
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

/** Creates a sign-in user (better-auth's user + credential account) and its profile in one transaction. */
export async function createUserWithPassword(db: Database, input: NewUser): Promise<string> {
  const id = randomUUID();
  const email = input.email.trim().toLowerCase();
  const hashed = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.insert(authUser).values({ id, email, name: input.fullName, emailVerified: true });
    await tx.insert(authAccount).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: hashed,
    });
    await tx.insert(profiles).values({ id, role: input.role, fullName: input.fullName });
  });
  return id;
}

export async function findUserIdByEmail(db: Database, email: string): Promise<string | undefined> {
  const rows = await db
    .select({ id: authUser.id })
    .from(authUser)
    .where(eq(authUser.email, email.trim().toLowerCase()));
  return rows[0]?.id;
}
