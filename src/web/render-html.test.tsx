import { lazy, Suspense } from "react";
import { describe, expect, it } from "vitest";
import { renderToHtml } from "./render-html";

function Rate() {
  return <p>4.04%</p>;
}

describe("renderToHtml", () => {
  it("draws a page with nothing to wait for", async () => {
    expect(await renderToHtml(<main>{<Rate />}</main>)).toBe("<main><p>4.04%</p></main>");
  });

  it("waits for a lazy component and marks its boundary for the browser", async () => {
    const LazyRate = lazy(async () => ({ default: Rate }));
    const html = await renderToHtml(
      <main>
        <Suspense fallback={<p>Loading</p>}>
          <LazyRate />
        </Suspense>
      </main>,
    );
    expect(html).toBe("<main><!--$--><p>4.04%</p><!--/$--></main>");
  });

  it("lets any error outside a boundary through", async () => {
    function Broken(): never {
      throw new Error("no rates");
    }
    await expect(renderToHtml(<Broken />)).rejects.toThrow("no rates");
  });
});
