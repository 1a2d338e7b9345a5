import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { LeadNoteResponse } from "../../../domain/lead-detail";
import { leadNoteSchema } from "../../../domain/schemas/lead-workspace";
import { say } from "../../../i18n/translate";
import { currentActor } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { forbidden, notFound } from "../../http/errors";
import { readJson, uuidParam } from "../../http/validate";
import {
  actorDisplayName,
  deleteOwnNote,
  findLeadWorkspace,
  findNote,
  insertNote,
  leadIsVisible,
  updateOwnNote,
  type EventActor,
  type LeadNote,
  type LeadScope,
} from "./workspace-queries";
import { leadDetailToJson, noteToJson } from "./workspace-serialize";

/**
 * The parts of the lead workspace the broker's dashboard and the super admin's panel share: a lead's detail
 * and its notes. Each mounts them with its own guard and scope (see LeadScope).
 */
export type ScopeOf = (c: Context<AppEnv>) => LeadScope;

/** The lead id of the path, or the lead's 404. */
export function leadIdParam(c: Context<AppEnv>): string {
  return uuidParam(c.req.param("id") ?? "", say("errors.leadNotFound"));
}

/** The caller as the timeline names them. */
export async function eventActor(c: Context<AppEnv>): Promise<EventActor> {
  const actor = currentActor(c);
  return { userId: actor.userId, name: await actorDisplayName(c.get("deps").db, actor) };
}

/** GET …/leads/:id: the lead's detail and timeline (LeadDetail), private to its broker and the super admin. */
export async function leadDetailResponse(c: Context<AppEnv>, scope: LeadScope) {
  const id = leadIdParam(c);
  const workspace = await findLeadWorkspace(c.get("deps").db, id, scope);
  if (!workspace) throw notFound(say("errors.leadNotFound"));
  c.header("Cache-Control", "private, no-store");
  return c.json(leadDetailToJson(workspace, currentActor(c).userId));
}

/**
 * A note the caller may change: on a lead they can see (else the lead's or the note's 404) and written by
 * them (else a 403 that says only its author may).
 */
async function ownNote(c: Context<AppEnv>, scope: LeadScope): Promise<LeadNote> {
  const { db } = c.get("deps");
  const leadId = leadIdParam(c);
  const noteId = uuidParam(c.req.param("noteId") ?? "", say("errors.noteNotFound"));
  const note = await findNote(db, leadId, noteId, scope);
  if (!note) {
    if (!(await leadIsVisible(db, leadId, scope))) throw notFound(say("errors.leadNotFound"));
    throw notFound(say("errors.noteNotFound"));
  }
  if (note.authorUserId !== currentActor(c).userId) throw forbidden(say("errors.noteNotYours"));
  return note;
}

/** POST/PATCH/DELETE …/leads/:id/notes[/:noteId]: notes private to the lead's broker and the super admin. */
export function leadNotesRoutes(guard: MiddlewareHandler<AppEnv>, scopeOf: ScopeOf) {
  return new Hono<AppEnv>()
    .post("/", guard, async (c) => {
      const scope = scopeOf(c);
      const leadId = leadIdParam(c);
      const { body } = await readJson(c, leadNoteSchema);
      const { db } = c.get("deps");
      if (!(await leadIsVisible(db, leadId, scope))) throw notFound(say("errors.leadNotFound"));
      // The lead is only ever deleted whole (its notes cascade), so a lead seen here still takes the note.
      const author = await eventActor(c);
      const note = await insertNote(db, leadId, author, body);
      const response: LeadNoteResponse = { note: noteToJson(note, author.userId) };
      return c.json(response, 201);
    })
    .patch("/:noteId", guard, async (c) => {
      const note = await ownNote(c, scopeOf(c));
      const { body } = await readJson(c, leadNoteSchema);
      const updated = await updateOwnNote(c.get("deps").db, note.id, currentActor(c).userId, body);
      if (!updated) throw notFound(say("errors.noteNotFound"));
      const response: LeadNoteResponse = { note: noteToJson(updated, currentActor(c).userId) };
      return c.json(response);
    })
    .delete("/:noteId", guard, async (c) => {
      const note = await ownNote(c, scopeOf(c));
      if (!(await deleteOwnNote(c.get("deps").db, note.id, currentActor(c).userId))) {
        throw notFound(say("errors.noteNotFound"));
      }
      return c.body(null, 204);
    });
}
