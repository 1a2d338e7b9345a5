import { describe, expect, it } from "vitest";
import { safeUrl } from "./safe-url";

describe("safeUrl", () => {
  it.each([
    "https://calendly.com/x",
    "HTTP://example.ca/a?b=c#d",
    "/newsletter",
    "/storage/blog-images/blog/1-a%20b.png",
    "#section",
    "mailto:agent@vayu.ca",
    "tel:+14165550142",
  ])("keeps %j", (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it("trims what browsers ignore around an address", () => {
    expect(safeUrl("  https://vayu.ca/rates \n")).toBe("https://vayu.ca/rates");
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "\u0001javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "javascript&colon;alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "file:///etc/passwd",
    "//evil.example/x.png",
    "/\\evil.example",
    "\\\\evil.example",
    "relative/path.png",
    "",
    "   ",
    null,
    undefined,
  ])("drops %j", (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });
});
