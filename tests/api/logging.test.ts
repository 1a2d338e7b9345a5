import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/server/logger";
import { createTestContext, type TestContext } from "./harness";

/** What reaches the log when a lead cannot be stored: the query and the error code, never the visitor's details. */
let t: TestContext;
let lines: string[];
beforeAll(async () => {
  lines = [];
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestContext({}, { log: createLogger("info", capture) });
  // Two ways a real insert fails: a CHECK (its detail quotes the whole row) and a UNIQUE (its detail quotes the key).
  await t.deps.db.execute(
    sql.raw(
      `alter table leads add constraint log_test_check check (client_email not like '%@check.example')`,
    ),
  );
  await t.deps.db.execute(
    sql.raw(
      `create unique index log_test_unique on leads (client_email) where client_email like '%@unique.example'`,
    ),
  );
});
afterAll(() => t.close());

function contact(email: string) {
  return {
    first_name: "Philippa",
    last_name: "Privatestone",
    email,
    phone: "416-555-0142",
    comments: "Please keep my divorce settlement confidential",
    casl_consent: true,
  };
}

async function failingInsert(email: string, expected: { code: string; constraint: string }) {
  lines.length = 0;
  const res = await t.request("/api/leads/contact?email=" + encodeURIComponent(email), {
    method: "POST",
    json: contact(email),
  });
  expect(res.status).toBe(500);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe("internal_error");
  const text = lines.join("");
  const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const failure = logged.find((entry) => entry.msg === "unhandled error");
  expect(failure, text).toMatchObject({
    err: {
      query: expect.stringMatching(/^insert into "leads" \("id", .* values \(default, \$1, \$2, /),
      stack: expect.stringContaining("save-lead"),
      cause: { type: "DatabaseError", table: "leads", ...expected },
    },
  });
  for (const secret of [email, "Philippa", "Privatestone", "416-555-0142", "divorce settlement"]) {
    expect(text).not.toContain(secret);
  }
  const request = logged.find((entry) => entry.msg === "request");
  expect(request).toMatchObject({ method: "POST", path: "/api/leads/contact", status: 500 });
}

describe("logging a failed database write", () => {
  it("keeps the query and code of a CHECK violation, never the row it quotes", async () => {
    await failingInsert("philippa@check.example", { code: "23514", constraint: "log_test_check" });
  });

  it("keeps the query and code of a UNIQUE violation, never the key it quotes", async () => {
    const first = await t.request("/api/leads/contact", {
      method: "POST",
      json: contact("philippa@unique.example"),
    });
    expect(first.status).toBe(201);
    await failingInsert("philippa@unique.example", { code: "23505", constraint: "log_test_unique" });
  });
});
