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

/**
 * The node flags the bench scripts start the server with: npm start's, unless BENCH_NODE_FLAGS is set
 * (to compare, say, V8's default young generation: BENCH_NODE_FLAGS=""). An override is announced on
 * stderr once, so a printed figure is never mistaken for npm start's.
 */
export function benchNodeFlags(env: NodeJS.ProcessEnv = process.env, root?: string): string[] {
  const override = env.BENCH_NODE_FLAGS;
  if (override === undefined) return serverNodeFlags(root);
  const flags = override.split(/\s+/).filter(Boolean);
  const invalid = flags.find((flag) => !flag.startsWith("--"));
  if (invalid) throw new Error(`BENCH_NODE_FLAGS holds "${invalid}", which is not a node option`);
  if (!announced) {
    announced = true;
    console.error(
      `BENCH_NODE_FLAGS: the server runs with [${flags.join(" ")}], not npm start's [${serverNodeFlags(root).join(" ")}]`,
    );
  }
  return flags;
}

let announced = false;
