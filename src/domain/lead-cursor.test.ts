import { describe, expect, it } from "vitest";
import { decodeLeadCursor, decodeListCursor, encodeLeadCursor, encodeListCursor } from "./lead-cursor";

const ID = "0b8f4a52-6c1e-4d0a-9a57-3f0e2d1c4b6a";
const token = (text: string) => btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

describe("lead cursors", () => {
  it("give back the position they were made from, microseconds and all", () => {
    for (const time of [
      "2026-05-14T09:30:00.123456Z",
      "2024-02-29T23:59:59.000001Z",
      "1999-12-31T00:00:00.000000Z",
    ]) {
      const cursor = encodeLeadCursor({ time, id: ID });
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeLeadCursor(cursor)).toEqual({ time, id: ID });
    }
  });

  it("read an id in capitals as PostgreSQL writes it", () => {
    const time = "2026-05-14T09:30:00.123456Z";
    expect(decodeLeadCursor(token(`${time} ${ID.toUpperCase()}`))).toEqual({ time, id: ID });
  });

  it.each([
    ["empty", ""],
    ["not base64url", "abc$def"],
    ["plain base64 padding", `${token(`2026-05-14T09:30:00.123456Z ${ID}`)}==`],
    ["no id", token("2026-05-14T09:30:00.123456Z")],
    ["an id that is no uuid", token("2026-05-14T09:30:00.123456Z 42")],
    ["milliseconds only", token(`2026-05-14T09:30:00.123Z ${ID}`)],
    ["not UTC", token(`2026-05-14T09:30:00.123456+02 ${ID}`)],
    ["PostgreSQL's ::text", token(`2026-05-14 09:30:00.123456+00 ${ID}`)],
    ["a day that does not exist", token(`2026-02-30T09:30:00.123456Z ${ID}`)],
    ["an hour that does not exist", token(`2026-05-14T24:30:00.123456Z ${ID}`)],
    ["a third part", token(`2026-05-14T09:30:00.123456Z ${ID} x`)],
    ["SQL", token(`2026-05-14T09:30:00.123456Z' or 1=1 -- ${ID}`)],
  ])("refuse a token that is %s", (_, value) => {
    expect(decodeLeadCursor(value)).toBeNull();
  });
});

describe("list cursors", () => {
  it("read a newest-first cursor as before, tagged with its order", () => {
    const time = "2026-05-14T09:30:00.123456Z";
    expect(decodeListCursor(encodeLeadCursor({ time, id: ID }))).toEqual({ sort: "created", time, id: ID });
    expect(encodeListCursor({ sort: "created", time, id: ID })).toBe(encodeLeadCursor({ time, id: ID }));
  });

  it("give back a follow-up position, with or without its time", () => {
    for (const time of ["2026-05-14T09:30:00.123456Z", null]) {
      const cursor = encodeListCursor({ sort: "follow_up", time, id: ID });
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeListCursor(cursor)).toEqual({ sort: "follow_up", time, id: ID });
      // Never taken for a newest-first position.
      expect(decodeLeadCursor(cursor)).toBeNull();
    }
  });

  it.each([
    ["another order's name", token(`name 2026-05-14T09:30:00.123456Z ${ID}`)],
    ["no time", token(`follow_up ${ID}`)],
    ["a bad time", token(`follow_up 2026-02-30T09:30:00.123456Z ${ID}`)],
    ["an empty time", token(`follow_up  ${ID}`)],
    ["no uuid", token("follow_up none 42")],
    ["a fourth part", token(`follow_up none ${ID} x`)],
  ])("refuse a follow-up token with %s", (_, value) => {
    expect(decodeListCursor(value)).toBeNull();
  });
});
