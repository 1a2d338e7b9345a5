// The node flags the server runs with in production: the ones `npm start` passes (package.json's
// "start" script, the one place they are written). The bench scripts start the built server with
// them, so the memory and speed they print are those of the server as `npm start` runs it.
import { readFileSync } from "node:fs";
import path from "node:path";

/** The options given to node before the script in a `node --flag … script.mjs` command. */
export function nodeFlagsOf(command: string): string[] {
  const words = command.trim().split(/\s+/);
  if (words[0] !== "node") throw new Error(`expected a node command, got "${command}"`);
  const flags: string[] = [];
  for (const word of words.slice(1)) {
    if (!word.startsWith("--")) break;
    flags.push(word);
  }
  return flags;
}

/** The node flags of package.json's "start" script. */
export function serverNodeFlags(root = path.resolve(import.meta.dirname, "..")): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  return nodeFlagsOf(pkg.scripts.start ?? "");
}
