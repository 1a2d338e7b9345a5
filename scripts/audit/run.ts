/**
 * `npm run audit`: npm audit of the production dependencies at high or critical severity.
 * A finding fails the run unless scripts/audit/allowlist.json accepts it with a reason.
 * When the advisory service cannot be reached the check cannot be made: it says so, and
 * fails only when VAYU_AUDIT=required.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { auditVerdict, type AllowedFinding } from "./verdict";

function npmAudit(): Promise<string> {
  return new Promise((resolve) => {
    // npm audit exits non-zero when it finds anything; the JSON on stdout is what counts.
    execFile("npm", ["audit", "--omit=dev", "--json"], { maxBuffer: 32 * 1024 * 1024 }, (_error, stdout) =>
      resolve(stdout),
    );
  });
}

const allowlist = JSON.parse(
  await readFile(new URL("./allowlist.json", import.meta.url), "utf8"),
) as AllowedFinding[];
const verdict = auditVerdict(await npmAudit(), allowlist);

switch (verdict.kind) {
  case "pass":
    console.log(
      `npm audit: no high or critical finding in ${verdict.checked} production dependencies` +
        (verdict.allowed.length > 0 ? ` (accepted: ${verdict.allowed.join(", ")})` : ""),
    );
    break;
  case "fail":
    console.error(
      `npm audit: high or critical findings in production dependencies: ${verdict.findings.join(", ")}`,
    );
    console.error(
      "Upgrade them, or record why one is accepted in docs/decisions and scripts/audit/allowlist.json.",
    );
    process.exitCode = 1;
    break;
  case "unavailable":
    console.log(`NOTE: npm audit could not be made here (${verdict.reason}).`);
    if (process.env.VAYU_AUDIT === "required") process.exitCode = 1;
    break;
}
