import type { Context } from "hono";

/** Text files of the built site worth compressing; fonts and pictures are compressed already. */
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

/** Under this size a compressed variant saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE_FILE.test(file);
}

/**
 * States a small JSON answer's length before `c.json(value)` writes it. The compress middleware
 * passes an answer under MIN_COMPRESS_BYTES on its Content-Length alone; without one it adds Vary
 * through c.header(), which rebuilds the Response around a stream and takes @hono/node-server off
 * its direct write — most of the HTTP cost of a lead POST's 201.
 */
export function declareJsonLength(c: Context, value: unknown): void {
  c.header("Content-Length", String(Buffer.byteLength(JSON.stringify(value))));
}
