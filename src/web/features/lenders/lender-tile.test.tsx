import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LenderTile } from "./lender-tile";
import type { Lender } from "./lenders";

function render(logo_url: string | null, withLogo = true): string {
  const lender: Lender = { id: "l1", name: "Maple Trust", logo_url, type: "a_lender", display_order: 1 };
  return renderToStaticMarkup(<LenderTile lender={lender} withLogo={withLogo} />);
}

describe("LenderTile", () => {
  it("shows the logo from a site path", () => {
    expect(render("/storage/agent-headshots/l/1-a.svg")).toContain(
      'src="/storage/agent-headshots/l/1-a.svg"',
    );
  });

  it("shows the name, in the same box, while the list is far from the screen", () => {
    const html = render("/storage/agent-headshots/l/1-a.svg", false);
    expect(html).not.toContain("<img");
    expect(html).toContain("Maple Trust");
    expect(html).toContain("aspect-[5/2]");
  });

  it.each(["javascript:alert(1)", " JAVASCRIPT:alert(1)", "data:image/svg+xml,x"])(
    "shows the name instead of the logo %j",
    (logo) => {
      const html = render(logo);
      expect(html).not.toContain("<img");
      expect(html).toContain("Maple Trust");
    },
  );
});
