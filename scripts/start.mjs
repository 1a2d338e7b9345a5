// `npm start`: builds the SPA and the server when the build is missing or older than the
// sources, then runs the built server in this process.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtServer = path.join(root, "dist/server/main.js");
const builtIndex = path.join(root, "dist/web/index.html");

function newestMtime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === "node_modules" || name.endsWith(".test.ts")) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

function needsBuild() {
  if (!existsSync(builtServer) || !existsSync(builtIndex)) return true;
  const built = Math.min(statSync(builtServer).mtimeMs, statSync(builtIndex).mtimeMs);
  const sources = ["src", "index.html", "public", "vite.config.ts", "package-lock.json"]
    .map((name) => path.join(root, name))
    .filter((name) => existsSync(name));
  return sources.some((source) => newestMtime(source) > built);
}

if (needsBuild()) {
  process.stdout.write("Building Vayu (first start or sources changed)...\n");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(builtServer);
