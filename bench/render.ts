// `npm run bench:render`: the server's CPU time per server-rendered public page. Starts the built
// server as `npm start` runs it, on a fresh PGlite data folder with the demo content, warms each page
// up, then loads it with autocannon and reads the server's CPU time from /proc.
// BENCH_ROOT=/path/to/another/checkout (built) is measured beside this one, in alternating rounds
// (BENCH_ROUNDS, 3 by default), so two builds compare on one machine at one time.
// Prints measured numbers; it asserts nothing (timings are noisy on shared machines).
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { BENCH_PAGES } from "./pages";
import { cpuMicros, median, root, startServer, stopServer } from "./servers";

const REQUESTS_PER_PAGE = 400;
const WARM_UP_REQUESTS = 100;
const CONNECTIONS = 4;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const checkouts = [root, ...(process.env.BENCH_ROOT ? [path.resolve(process.env.BENCH_ROOT)] : [])];

async function load(url: string, amount: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, amount });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} answers other than 2xx, ${result.errors} errors`);
  }
}

/** Milliseconds of server CPU per request, for each page, on the build in `checkout`. */
async function measure(checkout: string): Promise<number[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vayu-bench-render-"));
  const server = await startServer(
    ["dist/server/main.js"],
    {
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: "bench@vayu.local",
      ADMIN_PASSWORD: "bench-password",
    },
    checkout,
  );
  try {
    const perPage: number[] = [];
    for (const page of BENCH_PAGES) {
      await load(`${server.url}${page}`, WARM_UP_REQUESTS);
      const before = cpuMicros(server.child.pid!);
      await load(`${server.url}${page}`, REQUESTS_PER_PAGE);
      perPage.push((cpuMicros(server.child.pid!) - before) / 1000 / REQUESTS_PER_PAGE);
    }
    return perPage;
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

for (const checkout of checkouts) {
  if (!existsSync(path.join(checkout, "dist/server/main.js"))) {
    throw new Error(`Build ${checkout} first (npm run build).`);
  }
}
const samples = checkouts.map(() => BENCH_PAGES.map(() => [] as number[]));
for (let round = 0; round < ROUNDS; round++) {
  // Each build goes first in every other round, so a machine that slows down weighs on both alike.
  const order = round % 2 === 0 ? [...checkouts.keys()] : [...checkouts.keys()].reverse();
  for (const index of order) {
    const perPage = await measure(checkouts[index]!);
    perPage.forEach((ms, page) => samples[index]![page]!.push(ms));
  }
}
console.log(
  `Server CPU per request, ms: median of ${ROUNDS} rounds of ${REQUESTS_PER_PAGE} requests per page`,
);
console.log(
  ["page".padEnd(36), ...checkouts.map((checkout) => path.basename(checkout).padStart(12))].join(""),
);
BENCH_PAGES.forEach((page, index) => {
  const cells = samples.map((perCheckout) => median(perCheckout[index]!).toFixed(1).padStart(12));
  console.log([page.padEnd(36), ...cells].join(""));
});
