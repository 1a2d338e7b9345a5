// `npm run bench:http`: GET /api/rates?province=ON on the built app (production settings, info
// logging to a pipe) against a bare node:http server answering the same status, headers and bytes,
// side by side: alternating rounds, the median ratio of requests per second, and each server's CPU
// time per request read from /proc (steadier than req/s on a shared machine). Both the 200 path
// and the 304 path (If-None-Match). Prints numbers; asserts nothing. Needs `npm run build` first.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { cpuMicros, median, startServer as start, stopServer, type Server } from "./servers";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const PATH = "/api/rates?province=ON";
/** Headers each server writes itself. */
const OWN_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "transfer-encoding",
  "x-request-id",
]);

/** A bare node:http server answering every request with this response, and 304 to its ETag. */
const BARE_SERVER = `
const http = require("node:http");
const { status, headers, body } = JSON.parse(process.env.BENCH_RESPONSE);
const bytes = Buffer.from(body, "base64");
const etag = headers.etag;
const full = { ...headers, "content-length": bytes.length };
const notModified = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== "content-type"));
http.createServer((req, res) => {
  if (etag && req.headers["if-none-match"] === etag) { res.writeHead(304, notModified); res.end(); return; }
  res.writeHead(status, full); res.end(bytes);
}).listen(0, "127.0.0.1", function () { console.log("listening on http://127.0.0.1:" + this.address().port); });
`;

interface Round {
  rps: number;
  cpuPerRequest: number;
}

async function load(server: Server, headers: Record<string, string>, expected: number): Promise<Round> {
  const pid = server.child.pid!;
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({
    url: `${server.url}${PATH}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
  });
  const cpu = cpuMicros(pid) - cpuBefore;
  const answered = result.statusCodeStats?.[String(expected) as "200"]?.count ?? 0;
  if (result.errors > 0 || answered !== result.requests.total) {
    throw new Error(`unexpected answers: ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors`);
  }
  return { rps: result.requests.total / SECONDS, cpuPerRequest: cpu / result.requests.total };
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vayu-bench-http-"));
  const app = await start(["dist/server/main.js"], {
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
    LOG_LEVEL: "info",
  });
  try {
    const sample = await fetch(`${app.url}${PATH}`, { headers: { "accept-encoding": "identity" } });
    const body = Buffer.from(await sample.arrayBuffer());
    const headers = Object.fromEntries([...sample.headers].filter(([name]) => !OWN_HEADERS.has(name)));
    const etag = sample.headers.get("etag");
    if (sample.status !== 200 || !etag)
      throw new Error(`GET ${PATH} answered ${sample.status} without an ETag`);
    const bare = await start(["-e", BARE_SERVER], {
      BENCH_RESPONSE: JSON.stringify({ status: 200, headers, body: body.toString("base64") }),
    });
    try {
      console.log(
        `GET ${PATH}: ${body.length} bytes, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s\n`,
      );
      for (const [label, requestHeaders, expected] of [
        ["200", {}, 200],
        ["304 (If-None-Match)", { "if-none-match": etag }, 304],
      ] as const) {
        await load(app, requestHeaders, expected); // warm-up
        await load(bare, requestHeaders, expected);
        const ratios: number[] = [];
        const appCpu: number[] = [];
        const bareCpu: number[] = [];
        const appRps: number[] = [];
        const bareRps: number[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          const a = await load(app, requestHeaders, expected);
          const b = await load(bare, requestHeaders, expected);
          ratios.push(a.rps / b.rps);
          appRps.push(a.rps);
          bareRps.push(b.rps);
          appCpu.push(a.cpuPerRequest);
          bareCpu.push(b.cpuPerRequest);
        }
        const cpuRatio = median(bareCpu) / median(appCpu);
        console.log(
          `${label.padEnd(20)} app ${Math.round(median(appRps))} req/s, ${Math.round(median(appCpu))} µs CPU/req · ` +
            `bare ${Math.round(median(bareRps))} req/s, ${Math.round(median(bareCpu))} µs CPU/req · ` +
            `req/s ratio ${median(ratios).toFixed(2)} (rounds ${ratios.map((r) => r.toFixed(2)).join(", ")}) · CPU ratio ${cpuRatio.toFixed(2)}`,
        );
      }
    } finally {
      bare.child.kill();
    }
  } finally {
    await stopServer(app);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
