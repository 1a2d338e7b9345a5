/** Text files of the built site worth compressing; fonts and pictures are compressed already. */
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

/** Under this size a compressed variant saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE_FILE.test(file);
}
