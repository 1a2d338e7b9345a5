import { describe, expect, it } from "vitest";
import { documentDisplayName, documentTypeFor, downloadFileName, formatFileSize } from "./documents";

describe("documentTypeFor", () => {
  it("files PDFs as certificates and everything else as other (spec section 3)", () => {
    expect(documentTypeFor("application/pdf")).toBe("certificate");
    expect(documentTypeFor("image/png")).toBe("other");
    expect(documentTypeFor("application/msword")).toBe("other");
    expect(documentTypeFor("application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe(
      "other",
    );
    expect(documentTypeFor(null)).toBe("other");
  });
});

describe("formatFileSize", () => {
  it("shows bytes, KB and MB", () => {
    expect(formatFileSize(820)).toBe("820 B");
    expect(formatFileSize(1024)).toBe("1.0 KB");
    expect(formatFileSize(12_700)).toBe("12.4 KB");
    expect(formatFileSize(25 * 1024 * 1024)).toBe("25.0 MB");
    expect(formatFileSize(-1)).toBe("");
  });
});

describe("documentDisplayName", () => {
  it("keeps the agent's own name, printable and of a sensible length", () => {
    expect(documentDisplayName("  Licence 2026.pdf ", "pdf")).toBe("Licence 2026.pdf");
    expect(documentDisplayName("a\u0000b\nc.pdf", "pdf")).toBe("abc.pdf");
    expect(documentDisplayName("x".repeat(300), "pdf")).toHaveLength(200);
    expect(documentDisplayName(" ", "docx")).toBe("document.docx");
  });
});

describe("downloadFileName", () => {
  it("adds the stored extension only when the name lacks it", () => {
    expect(downloadFileName("Licence.PDF", "pdf")).toBe("Licence.PDF");
    expect(downloadFileName("photo.jpeg", "jpg")).toBe("photo.jpeg");
    expect(downloadFileName("scan", "png")).toBe("scan.png");
    expect(downloadFileName("scan.png", "webp")).toBe("scan.png.webp");
  });
});
