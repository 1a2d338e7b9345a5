import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { serializeError } from "./logger";

const run = promisify(execFile);

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

describe("the standard output log", () => {
  it("writes the lines it still holds when the process exits", async () => {
    const logger = fileURLToPath(new URL("./logger.ts", import.meta.url));
    const script = [
      `import { bufferedStdout, createLogger } from ${JSON.stringify(logger)};`,
      `const log = createLogger("info", bufferedStdout());`,
      `for (let n = 0; n < 3; n += 1) log.info({ n }, "line");`,
      `process.exit(0);`,
    ].join("\n");
    const { stdout } = await run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script]);
    const lines = stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as { n: number; msg: string });
    expect(lines.map((line) => [line.msg, line.n])).toEqual([
      ["line", 0],
      ["line", 1],
      ["line", 2],
    ]);
  });
});
