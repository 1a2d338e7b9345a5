import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cachedQueryReader } from "./validate";
import { HttpError } from "./errors";

describe("cachedQueryReader", () => {
  let parses = 0;
  const schema = z.object({
    n: z.string().transform((value, ctx) => {
      parses += 1;
      const n = Number(value);
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: "custom", message: "n must be a whole number" });
        return z.NEVER;
      }
      return n;
    }),
  });
  const read = cachedQueryReader(schema);
  const app = new Hono()
    .get("/", (c) => c.json(read(c)))
    .onError((error, c) =>
      error instanceof HttpError ? c.json({ error: error.message }, 400) : c.json({ error: "?" }, 500),
    );

  it("parses a query string once and gives the same result again; a bad one is refused every time", async () => {
    expect(await (await app.request("/?n=7")).json()).toEqual({ n: 7 });
    expect(await (await app.request("/?n=7")).json()).toEqual({ n: 7 });
    expect(parses).toBe(1);
    expect(await (await app.request("/?n=8")).json()).toEqual({ n: 8 });
    expect(parses).toBe(2);
    for (let i = 0; i < 2; i += 1) {
      const bad = await app.request("/?n=x");
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ error: "n: n must be a whole number" });
    }
    expect(parses).toBe(4);
  });

  it("keeps a bounded number of query strings", async () => {
    for (let i = 0; i < 150; i += 1) await app.request(`/?n=${i}`);
    const before = parses;
    await app.request("/?n=149");
    expect(parses).toBe(before);
    await app.request("/?n=0");
    expect(parses).toBe(before + 1);
  });
});
