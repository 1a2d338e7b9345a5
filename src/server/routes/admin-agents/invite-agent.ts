import { randomBytes, randomUUID } from "node:crypto";
import {
  createResetToken,
  deleteResetToken,
  INVITATION_TOKEN_DAYS,
  resetPasswordLink,
} from "../../auth/password-reset";
import type { Agent } from "../../db/schema";
import { requestLocale } from "../../http/request-locale";
import type { AppDeps } from "../../deps";
import { invitationEmail } from "../../notifications/account-email";
import { queueAccountEmail } from "../../notifications/queue";
import { createAgent } from "./create-agent";

const DAY = 24 * 60 * 60;

/**
 * Creates an agent who chooses their own password: the account gets a random one nobody ever sees,
 * and the invitation e-mail carries a set-your-password link to the reset page. The link's token is
 * stored first (for the user id the account is then created with), so the e-mail is queued in the
 * account's own transaction: both exist, or neither and the token is removed again.
 */
export async function inviteAgent(
  deps: Pick<AppDeps, "db" | "auth" | "config" | "notifications">,
  input: { fullName: string; email: string; licence_number: string | null },
  origin: string,
): Promise<Agent> {
  // The invitation is written in the language the super admin is working in.
  const locale = requestLocale();
  const userId = randomUUID();
  const token = await createResetToken(deps.auth, userId, INVITATION_TOKEN_DAYS * DAY);
  let agent: Agent;
  try {
    agent = await createAgent(deps.db, {
      ...input,
      password: randomBytes(32).toString("base64url"),
      userId,
      alsoInTransaction: async (tx, created) => {
        const email = invitationEmail({
          name: created.name,
          email: created.email,
          link: resetPasswordLink(origin, token, true, locale),
          brokerageName: deps.config.legal.brokerageName,
          locale,
          validDays: INVITATION_TOKEN_DAYS,
        });
        await queueAccountEmail(tx, "invitation", userId, { to: created.email, ...email });
      },
    });
  } catch (error) {
    await deleteResetToken(deps.auth, token);
    throw error;
  }
  deps.notifications.wake();
  return agent;
}
