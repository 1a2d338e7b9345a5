import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CatalogueImage } from "./catalogue-image";

const render = (src: string | null) => renderToStaticMarkup(<CatalogueImage src={src} alt="Heloc" />);

describe("CatalogueImage", () => {
  it("shows a picture from a site path", () => {
    expect(render("/storage/product-images/p/1-a.png")).toContain('src="/storage/product-images/p/1-a.png"');
  });

  it.each(["javascript:alert(1)", "vbscript:msgbox(1)", "data:text/html,x", null])(
    "shows the placeholder instead of the picture %j",
    (src) => {
      const html = render(src);
      expect(html).not.toContain("<img");
      expect(html).toContain("<svg");
    },
  );
});
