import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LineBatch, serializeError } from "./logger";

/** A driver error the way pg and PGlite throw one: SQLSTATE, severity, and a detail that quotes the value. */
function driverError(message: string, fields: Record<string, unknown> = {}) {
  return Object.assign(new Error(message), {
    code: "22P02",
    severity: "ERROR",
    table: "leads",
    detail: "Key (client_email)=(jane.doe@example.ca) already exists.",
    where: "unnamed portal parameter $1 = 'jane.doe@example.ca'",
    ...fields,
  });
}

/** Drizzle's wrapper: the values are in its message and its params. */
function queryError(cause: Error, params: unknown[]) {
  const query = 'select * from "leads" where "client_email" = $1 and "agent_id" = $2';
  return Object.assign(new Error(`Failed query: ${query}\nparams: ${params.join(",")}`, { cause }), {
    query,
    params,
  });
}

describe("the log's error serializer", () => {
  it("keeps the query, code and table of a failed query and drops every parameter value", () => {
    const params = ["jane.doe@example.ca", "Jane\n    at fake (frame.js:1:1)"];
    const error = queryError(
      driverError('invalid input syntax for type uuid: "jane.doe@example.ca"'),
      params,
    );
    const serialized = serializeError(error) as Record<string, unknown>;
    const text = JSON.stringify(serialized);
    expect(text).not.toContain("jane.doe");
    expect(text).not.toContain("fake (frame.js");
    expect(serialized).toMatchObject({
      message: expect.stringMatching(/^Failed query: select \* from "leads" .*\$2$/),
      query: expect.stringContaining('"client_email" = $1'),
      stack: expect.stringContaining("logger.test.ts"),
      cause: {
        type: "DatabaseError",
        message: 'invalid input syntax for type uuid: "[redacted]"',
        code: "22P02",
        table: "leads",
      },
    });
    expect(serialized.cause).not.toHaveProperty("detail");
  });

  it("scrubs a wrapper whose message repeats the database error", () => {
    const inner = queryError(driverError("value too long"), ["Jean-Philippe Tremblay"]);
    const wrapper = new Error(`chat lead not saved: ${inner.message}`, { cause: inner });
    const serialized = serializeError(wrapper) as { message: string; cause: { query: string } };
    expect(JSON.stringify(serialized)).not.toContain("Tremblay");
    expect(serialized.message).toMatch(/^chat lead not saved: Failed query: select/);
    expect(serialized.cause.query).toContain("$1");
  });

  it("leaves other errors to pino's own serializer", () => {
    const error = Object.assign(new Error("model timed out"), { status: 504 });
    expect(serializeError(error)).toEqual(pino.stdSerializers.err(error));
    expect(serializeError("not an error")).toBe("not an error");
  });
});

describe("the log's line batch", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function recorder() {
    const chunks: string[] = [];
    let synced = 0;
    return {
      chunks,
      synced: () => synced,
      target: { write: (chunk: string) => chunks.push(chunk), flushSync: () => (synced += 1) },
    };
  }

  it("hands lines on in one chunk once they reach the batch length, in order", () => {
    const { chunks, target } = recorder();
    const batch = new LineBatch(target, { minLength: 10, flushMs: 100 });
    batch.write("abcd\n");
    batch.write("efgh\n");
    expect(chunks).toEqual(["abcd\nefgh\n"]);
    batch.write("ij\n");
    expect(chunks).toHaveLength(1);
  });

  it("hands a short batch on after the flush delay, and everything on a synchronous flush", () => {
    vi.useFakeTimers();
    const { chunks, synced, target } = recorder();
    const batch = new LineBatch(target, { minLength: 4096, flushMs: 100 });
    batch.write('{"msg":"one"}\n');
    vi.advanceTimersByTime(99);
    expect(chunks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(chunks).toEqual(['{"msg":"one"}\n']);
    batch.write('{"msg":"two"}\n');
    batch.flushSync();
    expect(chunks).toEqual(['{"msg":"one"}\n', '{"msg":"two"}\n']);
    expect(synced()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(chunks).toHaveLength(2);
  });

  it("writes each line of a pino logger whole", () => {
    const { chunks, target } = recorder();
    const batch = new LineBatch(target, { minLength: 200, flushMs: 100 });
    const log = pino({ level: "info" }, batch);
    for (let n = 0; n < 5; n += 1) log.info({ n }, "request");
    batch.flush();
    const lines = chunks.join("").trimEnd().split("\n");
    expect(lines.map((line) => (JSON.parse(line) as { n: number }).n)).toEqual([0, 1, 2, 3, 4]);
  });
});
