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

function uint16le(value: number): Uint8Array {
  return new Uint8Array([value & 0xff, value >> 8]);
}

function uint32le(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value, true);
  return out;
}

/** A stored (uncompressed) zip holding the given entries, as a Word .docx is. */
export function storedZip(entries: Array<[string, string]>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = text(name);
    const data = text(content);
    const sums = concat(
      uint32le(crc32(data)),
      uint32le(data.length),
      uint32le(data.length),
      uint16le(nameBytes.length),
    );
    const local = concat(
      uint32le(0x04034b50),
      uint16le(20),
      uint16le(0),
      uint16le(0),
      uint32le(0),
      sums,
      uint16le(0),
      nameBytes,
      data,
    );
    centrals.push(
      concat(
        uint32le(0x02014b50),
        uint16le(20),
        uint16le(20),
        uint16le(0),
        uint16le(0),
        uint32le(0),
        sums,
        uint16le(0),
        uint16le(0),
        uint16le(0),
        uint16le(0),
        uint32le(0),
        uint32le(offset),
        nameBytes,
      ),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = concat(...centrals);
  const end = concat(
    uint32le(0x06054b50),
    uint16le(0),
    uint16le(0),
    uint16le(entries.length),
    uint16le(entries.length),
    uint32le(directory.length),
    uint32le(offset),
    uint16le(0),
  );
  return concat(...locals, directory, end);
}

/** A minimal Word file: the parts that name a zip a WordprocessingML document. */
export const tinyDocx = () =>
  storedZip([
    [
      "[Content_Types].xml",
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ["word/document.xml", "<w:document/>"],
  ]);

/** A small PDF: the header and trailer are what sniffing looks for. */
export const tinyPdf = () =>
  text("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** The start of a Windows program (MZ header). */
export const windowsExe = () =>
  concat(text("MZ"), new Uint8Array([0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]), new Uint8Array(50));
