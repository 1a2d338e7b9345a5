// Bundles the server into dist/server/main.js so production starts without a TypeScript loader.
// Code splitting keeps dynamic imports lazy: without it esbuild inlines them, and the AWS SDK that
// only S3 storage needs was loaded by every start.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { escapeNonAscii } from "./ascii-source.mjs";

await rm("dist/server", { recursive: true, force: true });
const { outputFiles } = await build({
  entryPoints: ["src/server/main.ts"],
  outdir: "dist/server",
  entryNames: "[name]",
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  write: false,
});
// The code all ASCII (scripts/ascii-source.mjs). The source maps are left as esbuild wrote them:
// columns after an escaped character, on the few lines of regular expressions that have one, are
// off by five per character.
for (const file of outputFiles) {
  await mkdir(path.dirname(file.path), { recursive: true });
  await writeFile(file.path, file.path.endsWith(".js") ? escapeNonAscii(file.text) : file.contents);
}
