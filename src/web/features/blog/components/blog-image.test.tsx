import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlogImage } from "./blog-image";

const render = (src: string | null) => renderToStaticMarkup(<BlogImage src={src} title="Closing costs" />);

describe("BlogImage", () => {
  it("shows a featured image from a web address or a site path", () => {
    expect(render("/storage/blog-images/blog/1-a.png")).toContain('src="/storage/blog-images/blog/1-a.png"');
    expect(render("https://cdn.vayu.ca/a.png")).toContain('src="https://cdn.vayu.ca/a.png"');
  });

  it.each(["javascript:alert(1)", "data:image/svg+xml,<svg onload=alert(1)>", "//evil.example/a.png", null])(
    "renders nothing for the featured image %j",
    (src) => {
      expect(render(src)).toBe("");
    },
  );
});
