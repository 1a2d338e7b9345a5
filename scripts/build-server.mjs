// Bundles the server into dist/server/main.js so production starts without a TypeScript loader.
// Code splitting keeps dynamic imports lazy: without it esbuild inlines them, and the AWS SDK that
// only S3 storage needs was loaded by every start.
import { rm } from "node:fs/promises";
import { build } from "esbuild";

await rm("dist/server", { recursive: true, force: true });
await build({
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
});
