// Loaded with `node --import` by bench:leads when BENCH_PROFILE=1: lets the bench profile a server's
// CPU over one round of its choosing (withProfiler in scripts/bench-servers.ts). A `--cpu-prof`
// profile would also hold the start (migrations, the demo seed, module compilation), which is not
// what a lead costs. The first SIGUSR2 starts V8's
// sampling profiler, the second stops it and writes the profile to BENCH_PROFILE_FILE.
import { renameSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector";

// A start without a file to write (the bench's first start, which only seeds the database) is left
// alone: no session is opened and SIGUSR2 keeps its default.
const file = process.env.BENCH_PROFILE_FILE;

/** µs between samples: fine enough for functions of a few µs, coarse enough to cost little. */
const SAMPLING_INTERVAL_US = 250;

const session = new Session();
let profiling = false;

if (file) {
  session.connect();
  process.on("SIGUSR2", toggle);
}

function toggle() {
  if (!profiling) {
    profiling = true;
    session.post("Profiler.enable");
    session.post("Profiler.setSamplingInterval", { interval: SAMPLING_INTERVAL_US });
    session.post("Profiler.start");
    return;
  }
  profiling = false;
  session.post("Profiler.stop", (error, result) => {
    if (error) console.error(`CPU profile not written: ${error.message}`);
    else {
      // Written under another name first, so the bench never reads half a profile.
      writeFileSync(`${file}.partial`, JSON.stringify(result.profile));
      renameSync(`${file}.partial`, file);
    }
  });
}
