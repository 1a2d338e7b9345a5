import { say } from "../../../i18n/translate";
import { isUniqueViolation } from "../../db/errors";
import type { Agent } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { HttpError } from "../../http/errors";
import { replacedPictures } from "./pictures";
import { updateAgent, type AgentChanges } from "./queries";
import { removeObjects } from "./stored-objects";

export const slugTaken = () => new HttpError(409, say("errors.profileSlugTaken"), "conflict", "profile_slug");

/**
 * Saves part of an agent's profile, for the super admin and for the agent alike. A slug another agent
 * holds is the database's unique violation, answered as spec section 5's 409 (no racy look-up first);
 * the agent's own uploaded pictures the save replaced or removed are deleted once it is committed.
 * Undefined when the agent no longer exists.
 */
export async function saveAgentChanges(
  { db, storage, log }: Pick<AppDeps, "db" | "storage" | "log">,
  before: Agent,
  changes: AgentChanges,
): Promise<Agent | undefined> {
  let agent: Agent | undefined;
  try {
    agent = await updateAgent(db, before.id, changes);
  } catch (error) {
    if (isUniqueViolation(error, "agents_profile_slug_unique")) throw slugTaken();
    throw error;
  }
  if (agent) await removeObjects(storage, log, replacedPictures(storage, before, agent));
  return agent;
}
