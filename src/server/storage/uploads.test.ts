import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  buildObjectKey,
  checkUpload,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  readUploadField,
  UploadError,
  type UploadKind,
} from "./uploads";
import { concat, storedZip, text, tinyDocx, tinyPdf, tinyPng, windowsExe } from "./test-files";

function cfb(): Uint8Array {
  const bytes = new Uint8Array(1024);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return bytes;
}

const jpeg = () =>
  new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]);
const gif = () => text("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;");
const elf = () => concat(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), new Uint8Array(56));
const svg = (inner = '<circle cx="5" cy="5" r="4" fill="red"/>') =>
  text(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>\n`,
  );

const IMAGE_TYPE_MESSAGE = "Unsupported file type: images must be JPEG, PNG, WebP, GIF, AVIF or SVG.";
const DOCUMENT_TYPE_MESSAGE = "Unsupported file type: documents must be PDF, DOC, DOCX or an image.";

async function refusal(kind: UploadKind, bytes: Uint8Array, name: string): Promise<UploadError> {
  const error = await checkUpload(kind, bytes, name).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UploadError);
  return error as UploadError;
}

describe("checkUpload", () => {
  it("accepts a real PNG as an image and as a document", async () => {
    expect(await checkUpload("image", tinyPng(), "photo")).toEqual({ ext: "png", mime: "image/png" });
    expect(await checkUpload("document", tinyPng(), "scan.png")).toEqual({ ext: "png", mime: "image/png" });
  });

  it("takes the extension from the content, not from the name", async () => {
    expect(await checkUpload("image", jpeg(), "picture.png")).toEqual({ ext: "jpg", mime: "image/jpeg" });
    expect(await checkUpload("image", gif(), "animation.webp")).toEqual({ ext: "gif", mime: "image/gif" });
  });

  it.each([
    ["an ELF executable", elf()],
    ["a Windows executable", windowsExe()],
  ])("refuses %s renamed photo.jpg with 415", async (_label, bytes) => {
    const error = await refusal("image", bytes, "photo.jpg");
    expect(error.status).toBe(415);
    expect(error.message).toBe(IMAGE_TYPE_MESSAGE);
    expect((await refusal("document", bytes, "photo.jpg")).message).toBe(DOCUMENT_TYPE_MESSAGE);
  });

  it("accepts a PDF as a document and refuses it as an image", async () => {
    expect(await checkUpload("document", tinyPdf(), "licence.pdf")).toEqual({
      ext: "pdf",
      mime: "application/pdf",
    });
    const error = await refusal("image", tinyPdf(), "licence.jpg");
    expect(error.status).toBe(415);
    expect(error.message).toBe(IMAGE_TYPE_MESSAGE);
  });

  it("accepts a DOCX document", async () => {
    expect(await checkUpload("document", tinyDocx(), "contract")).toEqual({
      ext: "docx",
      mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
    expect((await refusal("image", tinyDocx(), "contract.docx")).status).toBe(415);
  });

  it("accepts a compound file as DOC only when it is named .doc", async () => {
    expect(await checkUpload("document", cfb(), "Old Contract.DOC")).toEqual({
      ext: "doc",
      mime: "application/msword",
    });
    expect((await refusal("document", cfb(), "installer.msi")).status).toBe(415);
    expect((await refusal("image", cfb(), "contract.doc")).status).toBe(415);
  });

  it("refuses plain text and other zip files", async () => {
    expect((await refusal("document", text("hello"), "notes.pdf")).status).toBe(415);
    expect((await refusal("document", storedZip([["a.txt", "hello"]]), "archive.docx")).status).toBe(415);
  });

  it.each([
    ["image", MAX_IMAGE_BYTES, "File is too large: images may be at most 10 MB."],
    ["document", MAX_DOCUMENT_BYTES, "File is too large: documents may be at most 25 MB."],
  ] as const)("refuses a %s over its limit with 413", async (kind, limit, message) => {
    const error = await refusal(kind, new Uint8Array(limit + 1), "big.png");
    expect(error.status).toBe(413);
    expect(error.message).toBe(message);
  });

  it("accepts a file of exactly the limit", async () => {
    const bytes = new Uint8Array(MAX_IMAGE_BYTES);
    bytes.set(tinyPng());
    expect(await checkUpload("image", bytes, "big.png")).toEqual({ ext: "png", mime: "image/png" });
  });

  it("refuses an empty file with 400", async () => {
    const error = await refusal("image", new Uint8Array(), "empty.png");
    expect(error.status).toBe(400);
    expect(error.message).toBe("The file is empty.");
  });

  describe("SVG", () => {
    it("accepts a plain drawing, with or without a prolog", async () => {
      expect(await checkUpload("image", svg(), "logo.svg")).toEqual({ ext: "svg", mime: "image/svg+xml" });
      expect(await checkUpload("image", text('<svg xmlns="http://www.w3.org/2000/svg"/>'), "x")).toEqual({
        ext: "svg",
        mime: "image/svg+xml",
      });
      const withDoctype = text(
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
          '<!-- made by hand --><svg><text x="1" y="9">Only once</text></svg>',
      );
      expect((await checkUpload("document", withDoctype, "badge.svg")).ext).toBe("svg");
    });

    it.each([
      ["a script element", svg("<script>alert(1)</script>")],
      [
        "a namespaced script element",
        svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'),
      ],
      ["an event attribute", svg('<rect width="1" height="1" onclick="alert(1)"/>')],
      ["an event attribute with spaces", svg('<rect width="1"\n  ONLOAD = "alert(1)"/>')],
      ["a javascript: link", svg('<a href="javascript:alert(1)"><rect width="1" height="1"/></a>')],
      ["an encoded javascript: link", svg('<a href="&#106;ava&#x73;cript&#58;alert(1)"><rect/></a>')],
      ["a javascript: link split by a tab", svg('<a href="java&#9;script:alert(1)"><rect/></a>')],
      ["a foreignObject", svg("<foreignObject><div>hi</div></foreignObject>")],
      ["an animated event attribute", svg('<set attributeName="onmouseover" to="alert(1)"/>')],
      ["an entity declaration", text('<!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]><svg>&a;</svg>')],
    ])("refuses an SVG with %s", async (_label, bytes) => {
      const error = await refusal("image", bytes, "logo.svg");
      expect(error.status).toBe(415);
      expect(error.message).toBe(IMAGE_TYPE_MESSAGE);
    });

    it("refuses text that is not an svg document", async () => {
      expect((await refusal("image", text("<html><body><svg></svg></body></html>"), "a.svg")).status).toBe(
        415,
      );
      expect((await refusal("image", text("<svg><rect/>"), "a.svg")).status).toBe(415);
      expect(
        (await refusal("image", text('<?xml-stylesheet href="x.xsl"?><svg></svg>'), "a.svg")).status,
      ).toBe(415);
      expect(
        (await refusal("image", new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0xff, 0x3e]), "a.svg")).status,
      ).toBe(415);
    });
  });
});

describe("buildObjectKey", () => {
  const now = new Date("2024-05-01T12:00:00.000Z");
  const timestamp = now.getTime();

  it("builds <owner>/<timestamp>-<name>.<ext>", () => {
    expect(buildObjectKey("3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e", "My Headshot.JPG", "jpg", now)).toBe(
      `3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e/${timestamp}-my-headshot.jpg`,
    );
    expect(buildObjectKey("blog", "cover.png", "png", now)).toBe(`blog/${timestamp}-cover.png`);
  });

  it("sanitises a traversal name and keeps the sniffed extension", () => {
    const key = buildObjectKey("agent-1", "../../etc/passwd.PNG", "png", now);
    expect(key).toBe(`agent-1/${timestamp}-passwd.png`);
    expect(buildObjectKey("agent-1", "..\\..\\windows\\evil.exe", "pdf", now)).toBe(
      `agent-1/${timestamp}-evil.pdf`,
    );
  });

  it("lowercases to ASCII and collapses other characters into hyphens", () => {
    expect(buildObjectKey("a", "  Éléonore   Côté__(final)!!.pdf", "pdf", now)).toBe(
      `a/${timestamp}-eleonore-cote-final.pdf`,
    );
    expect(buildObjectKey("a", "--Résumé--2024--.docx", "docx", now)).toBe(`a/${timestamp}-resume-2024.docx`);
  });

  it("falls back to 'file' when nothing is left of the name", () => {
    expect(buildObjectKey("a", "", "png", now)).toBe(`a/${timestamp}-file.png`);
    expect(buildObjectKey("a", "写真.png", "png", now)).toBe(`a/${timestamp}-file.png`);
    expect(buildObjectKey("a", ".png", "png", now)).toBe(`a/${timestamp}-png.png`);
  });

  it("keeps at most 80 characters of the name", () => {
    const key = buildObjectKey("a", `${"x".repeat(79)} ${"y".repeat(50)}.pdf`, "pdf", now);
    expect(key).toBe(`a/${timestamp}-${"x".repeat(79)}.pdf`);
  });

  it.each(["", "../agent", "a/b", "-agent", "agent 1", "agent\u0000", "x".repeat(129)])(
    "refuses the unsafe owner id %j",
    (ownerId) => {
      expect(() => buildObjectKey(ownerId, "a.png", "png", now)).toThrow("Unsafe storage owner id");
    },
  );

  it("refuses an extension that is not a short lowercase word", () => {
    expect(() => buildObjectKey("a", "a.png", "png/../x", now)).toThrow("Unsafe file extension");
    expect(() => buildObjectKey("a", "a.png", "", now)).toThrow("Unsafe file extension");
  });
});

describe("readUploadField", () => {
  const app = new Hono().post("/upload/:kind", async (c) => {
    try {
      const kind = c.req.param("kind") === "image" ? "image" : "document";
      const upload = await readUploadField(c, "file", kind);
      return c.json({ name: upload.name, ext: upload.ext, mime: upload.mime, size: upload.bytes.byteLength });
    } catch (error) {
      if (error instanceof UploadError) return c.json({ error: { message: error.message } }, error.status);
      throw error;
    }
  });

  function form(field: string, bytes: Uint8Array, name: string): FormData {
    const body = new FormData();
    body.append(field, new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
    return body;
  }

  it("reads and checks the named file field", async () => {
    const response = await app.request("/upload/image", {
      method: "POST",
      body: form("file", tinyPng(), "Logo.jpg"),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      name: "Logo.jpg",
      ext: "png",
      mime: "image/png",
      size: tinyPng().length,
    });
  });

  it("answers 400 when the field is missing or is not a file", async () => {
    const other = await app.request("/upload/image", {
      method: "POST",
      body: form("photo", tinyPng(), "a.png"),
    });
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({ error: { message: 'Missing file field "file".' } });

    const textField = new FormData();
    textField.append("file", "not a file");
    const asText = await app.request("/upload/image", { method: "POST", body: textField });
    expect(asText.status).toBe(400);
  });

  it("answers 415 for an executable sent as photo.jpg", async () => {
    const response = await app.request("/upload/image", {
      method: "POST",
      body: form("file", elf(), "photo.jpg"),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: { message: IMAGE_TYPE_MESSAGE } });
  });

  it("answers 413 for an oversize document", async () => {
    const response = await app.request("/upload/document", {
      method: "POST",
      body: form("file", new Uint8Array(MAX_DOCUMENT_BYTES + 1), "big.pdf"),
    });
    expect(response.status).toBe(413);
  });
});
