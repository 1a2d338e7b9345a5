import { like } from "drizzle-orm";
import { firstFreeProfileSlug, profileSlugBase } from "../../../domain/profile-slug";
import { findUserIdByEmail, hashNewUser, insertUser } from "../../auth/users";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { agents, type Agent } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { say } from "../../../i18n/translate";

const emailTaken = () => new HttpError(409, say("errors.emailTaken"), "conflict", "email");

/** Another create may take the same slug between our look-up and our insert; then we look again. */
const SLUG_ATTEMPTS = 3;

async function freeSlug(db: Database, name: string): Promise<string> {
  const base = profileSlugBase(name);
  // The base holds only a-z and 0-9, so it has no LIKE wildcard to escape.
  const rows = await db
    .select({ slug: agents.profileSlug })
    .from(agents)
    .where(like(agents.profileSlug, `${base}%`));
  return firstFreeProfileSlug(base, new Set(rows.map((row) => row.slug ?? "")));
}

export interface NewAgentAccount {
  fullName: string;
  email: string;
  licence_number: string | null;
  password: string;
  /** The sign-in user's id, when the caller made one up front. */
  userId?: string;
  /** More writes that commit or fail with the account (an invitation e-mail). */
  alsoInTransaction?: (tx: Database, agent: Agent) => Promise<void>;
}

/**
 * The create-agent function of spec section 7: the sign-in user with role agent, its profile and its
 * agents row, in one transaction. An email that already signs in is a 409 and creates nothing.
 */
export async function createAgent(db: Database, input: NewAgentAccount): Promise<Agent> {
  const email = input.email.toLowerCase();
  const user = await hashNewUser({
    email,
    password: input.password,
    fullName: input.fullName,
    role: "agent",
  });
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        if (await findUserIdByEmail(tx, email)) throw emailTaken();
        const userId = await insertUser(tx, { ...user, id: input.userId });
        const profileSlug = await freeSlug(tx, input.fullName);
        const rows = await tx
          .insert(agents)
          .values({ userId, name: input.fullName, email, profileSlug, licenceNumber: input.licence_number })
          .returning();
        const agent = rows[0]!;
        await input.alsoInTransaction?.(tx, agent);
        return agent;
      });
    } catch (error) {
      if (isUniqueViolation(error, "auth_user_email_unique")) throw emailTaken();
      if (isUniqueViolation(error, "agents_profile_slug_unique") && attempt < SLUG_ATTEMPTS) continue;
      throw error;
    }
  }
}
