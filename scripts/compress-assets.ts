// `npm run build`: writes brotli (.br) and gzip (.gz) variants of the built site's text files, so the
// server sends them without compressing on each request (src/server/http/spa.ts).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { isCompressible, MIN_COMPRESS_BYTES } from "../src/server/http/compressible";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Compresses every compressible file of `dir`; a variant that is not smaller is not written. */
export async function compressAssets(dir: string): Promise<{ files: number; bytes: number; brotli: number }> {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  for await (const file of filesUnder(dir)) {
    if (!isCompressible(file)) continue;
    const content = await readFile(file);
    if (content.length < MIN_COMPRESS_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    totals.files += 1;
    totals.bytes += content.length;
    totals.brotli += Math.min(br.length, content.length);
  }
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? "dist/web");
  const { files, bytes, brotli: compressed } = await compressAssets(dir);
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  console.log(
    `Compressed ${files} files of ${path.relative(process.cwd(), dir)}: ${kb(bytes)} → ${kb(compressed)} brotli`,
  );
}
