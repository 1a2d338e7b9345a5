import { crc32, deflateSync } from "node:zlib";

/** Real files built byte by byte, for the upload tests (unit, API and end-to-end); never imported by the app. */

export const text = (value: string) => new TextEncoder().encode(value);

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function uint32(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typeAndData = concat(text(type), data);
  return concat(uint32(data.length), typeAndData, uint32(crc32(typeAndData)));
}

/** A complete 1x1 opaque red RGBA PNG. */
export function tinyPng(): Uint8Array {
  const header = concat(uint32(1), uint32(1), new Uint8Array([8, 6, 0, 0, 0]));
  const scanline = new Uint8Array([0, 255, 0, 0, 255]);
  return concat(
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", new Uint8Array(deflateSync(scanline))),
    pngChunk("IEND", new Uint8Array()),
  );
}
