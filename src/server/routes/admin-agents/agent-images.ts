import type { Context } from "hono";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { uuidParam } from "../../http/validate";
import { AGENT_PICTURES, replacedPictures, storeAgentPicture } from "../agent-profile/pictures";
import { findAgent, setAgentImage } from "../agent-profile/queries";
import { agentProfileToJson } from "../agent-profile/serialize";
import { removeObjects } from "../agent-profile/stored-objects";
import { say } from "../../../i18n/translate";

const COLUMNS = { headshot: "headshotUrl", banner: "bannerImageUrl" } as const;

/**
 * Stores an uploaded picture under the agent's id (spec section 7, Storage), points the agent's
 * image field at its public address, and removes the picture it replaces.
 */
export async function replaceAgentImage(c: Context<AppEnv>, kind: keyof typeof COLUMNS) {
  const { bucket } = AGENT_PICTURES[kind];
  const id = uuidParam(c.req.param("id") ?? "", say("errors.agentNotFound"));
  const { db, storage, log } = c.get("deps");
  const before = await findAgent(db, id);
  if (!before) throw notFound(say("errors.agentNotFound"));

  const { url, key } = await storeAgentPicture(c, id, bucket);
  const agent = await setAgentImage(db, id, COLUMNS[kind], url);
  if (!agent) {
    await removeObjects(storage, log, [{ bucket, key }]);
    throw notFound(say("errors.agentNotFound"));
  }
  await removeObjects(storage, log, replacedPictures(storage, before, agent));
  return c.json({ agent: agentProfileToJson(agent), url, key });
}
