import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../../../i18n/locale";
import { WithIntl } from "../../../i18n/test-intl";
import { BlogImage } from "./blog-image";

const render = (src: string | null, locale: Locale = "en-CA") =>
  renderToStaticMarkup(
    <WithIntl locale={locale}>
      <BlogImage src={src} title="Closing costs" />
    </WithIntl>,
  );

describe("BlogImage", () => {
  it("shows a featured image from a web address or a site path", () => {
    expect(render("/storage/blog-images/blog/1-a.png")).toContain('src="/storage/blog-images/blog/1-a.png"');
    expect(render("https://cdn.vayu.ca/a.png")).toContain('src="https://cdn.vayu.ca/a.png"');
  });

  it("describes the picture in the page's language", () => {
    expect(render("/a.png")).toContain('alt="Illustration for “Closing costs”"');
    expect(render("/a.png", "fr-CA")).toContain(
      'alt="Illustration de l’article «\u00a0Closing costs\u00a0»"',
    );
  });

  it.each(["javascript:alert(1)", "data:image/svg+xml,<svg onload=alert(1)>", "//evil.example/a.png", null])(
    "renders nothing for the featured image %j",
    (src) => {
      expect(render(src)).toBe("");
    },
  );
});
