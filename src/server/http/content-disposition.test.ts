import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition";

describe("contentDisposition", () => {
  it("names a plain file both ways", () => {
    expect(contentDisposition("attachment", "licence.pdf")).toBe(
      `attachment; filename="licence.pdf"; filename*=UTF-8''licence.pdf`,
    );
  });

  it("keeps accents in filename* and drops them from the ASCII stand-in", () => {
    expect(contentDisposition("inline", "Certificat Lefèvre (2026).pdf")).toBe(
      `inline; filename="Certificat Lefevre (2026).pdf"; filename*=UTF-8''Certificat%20Lef%C3%A8vre%20%282026%29.pdf`,
    );
  });

  it("cannot be broken by quotes, backslashes or line breaks in the name", () => {
    const header = contentDisposition("attachment", 'a"b\\c\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a_b_cSet-Cookie: x=1.pdf"; filename*=UTF-8''a%22b%5CcSet-Cookie%3A%20x%3D1.pdf`,
    );
  });

  it("falls back to a neutral name when nothing printable is left", () => {
    expect(contentDisposition("attachment", "\u0000")).toBe(
      `attachment; filename="download"; filename*=UTF-8''download`,
    );
    expect(contentDisposition("attachment", "文件.pdf")).toBe(
      `attachment; filename=".pdf"; filename*=UTF-8''%E6%96%87%E4%BB%B6.pdf`,
    );
  });
});
