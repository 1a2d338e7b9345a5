import { isUuid } from "./schemas/common";

/**
 * Where a lead stands in a staff list of leads (newest first, ties by id, highest first): its
 * received time, to the microsecond, and its id. Pages of the lists and of the CSV export continue
 * after such a position (keyset paging), and the lists give it to the browser as an opaque cursor.
 */
export interface LeadPosition {
  /**
   * `2026-05-14T09:30:00.123456Z`: created_at as PostgreSQL writes it in UTC with all six digits of
   * its microseconds. Not a JS Date, which keeps only milliseconds: a position rounded to the
   * millisecond would skip the leads received within it.
   */
  time: string;
  id: string;
}

const TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{6})Z$/;
const SEPARATOR = " ";

/** A real moment in the format PostgreSQL was asked for (Date rolls 30 February over, so compare). */
function isPositionTime(time: string): boolean {
  const match = TIME.exec(time);
  if (!match) return false;
  const date = new Date(`${match[1]}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === match[1];
}

function toBase64Url(text: string): string {
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(token: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(token)) return null;
  try {
    return atob(token.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    return null;
  }
}

/** The position as a URL-safe token; only `decodeLeadCursor` reads it. */
export function encodeLeadCursor(position: LeadPosition): string {
  return toBase64Url(`${position.time}${SEPARATOR}${position.id}`);
}

/** The orders a staff list of leads can be read in: newest first, or by follow-up (soonest first, none last). */
export const LEAD_SORTS = ["created", "follow_up"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** Where a lead stands in the follow-up order: its follow-up time as in LeadPosition, null when it has none. */
export interface FollowUpPosition {
  time: string | null;
  id: string;
}

/** A position in either order, tagged with it, so a cursor is never read in an order it was not made in. */
export type ListPosition = ({ sort: "created" } & LeadPosition) | ({ sort: "follow_up" } & FollowUpPosition);

const FOLLOW_UP_MARK = "follow_up";
const NO_FOLLOW_UP = "none";

/**
 * The position as a URL-safe token. A newest-first one is encodeLeadCursor's (the CSV export and the
 * cursors already handed out keep working); a follow-up one starts with its order's name.
 */
export function encodeListCursor(position: ListPosition): string {
  if (position.sort === "created") return encodeLeadCursor(position);
  const time = position.time ?? NO_FOLLOW_UP;
  return toBase64Url([FOLLOW_UP_MARK, time, position.id].join(SEPARATOR));
}

/** The position an `encodeListCursor` token holds, with its order; null for anything else. */
export function decodeListCursor(token: string): ListPosition | null {
  const created = decodeLeadCursor(token);
  if (created) return { sort: "created", ...created };
  const text = fromBase64Url(token);
  if (text === null) return null;
  const [mark, time, id, ...rest] = text.split(SEPARATOR);
  if (mark !== FOLLOW_UP_MARK || rest.length > 0 || time === undefined || id === undefined) return null;
  if (!isUuid(id)) return null;
  if (time === NO_FOLLOW_UP) return { sort: "follow_up", time: null, id: id.toLowerCase() };
  return isPositionTime(time) ? { sort: "follow_up", time, id: id.toLowerCase() } : null;
}

/** The position a token holds, or null when it is not a token `encodeLeadCursor` could have made. */
export function decodeLeadCursor(token: string): LeadPosition | null {
  const text = fromBase64Url(token);
  if (text === null) return null;
  const [time, id, ...rest] = text.split(SEPARATOR);
  if (rest.length > 0 || time === undefined || id === undefined) return null;
  return isPositionTime(time) && isUuid(id) ? { time, id: id.toLowerCase() } : null;
}
