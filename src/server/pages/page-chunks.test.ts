import { describe, expect, it } from "vitest";
import { modulePreloadLinks, pageChunks, referencedPaths, type BuildManifest } from "./page-chunks";

/** A build in miniature: two pages sharing a chunk that imports one of its own, and the entry. */
const MANIFEST: BuildManifest = {
  "index.html": { file: "assets/index-1.js", imports: ["_react-2.js"] },
  "_react-2.js": { file: "assets/react-2.js" },
  "src/web/pages/site-layout.tsx": {
    file: "assets/site-layout-3.js",
    imports: ["_react-2.js", "_card-4.js"],
  },
  "_card-4.js": { file: "assets/card-4.js", imports: ["_clsx-5.js"] },
  "_clsx-5.js": { file: "assets/clsx-5.js" },
  "src/web/pages/home/home-page.tsx": {
    file: "assets/home-page-6.js",
    imports: ["_card-4.js", "_rates-7.js"],
  },
  "_rates-7.js": { file: "assets/rates-7.js" },
};

describe("a page's chunks", () => {
  it("lists each matched module's chunk before the chunks it imports, each once", () => {
    expect(pageChunks(MANIFEST, ["./pages/site-layout.tsx", "./pages/home/home-page.tsx"])).toEqual([
      "/assets/site-layout-3.js",
      "/assets/react-2.js",
      "/assets/card-4.js",
      "/assets/clsx-5.js",
      "/assets/home-page-6.js",
      "/assets/rates-7.js",
    ]);
  });

  it("skips a module the build does not know, and names nothing without a manifest", () => {
    expect(pageChunks(MANIFEST, ["./pages/gone/gone-page.tsx", "./pages/home/home-page.tsx"])).toEqual([
      "/assets/home-page-6.js",
      "/assets/card-4.js",
      "/assets/clsx-5.js",
      "/assets/rates-7.js",
    ]);
    expect(pageChunks({}, ["./pages/home/home-page.tsx"])).toEqual([]);
  });

  it("lists a chunk once when a page module and the chunk's own name both key it", () => {
    // The build names a grouped chunk under its page too (scripts/public-chunks.ts).
    const grouped: BuildManifest = {
      "_site-8.js": { file: "assets/site-8.js", imports: ["_react-2.js"] },
      "src/web/pages/site-layout.tsx": { file: "assets/site-8.js", imports: ["_react-2.js"] },
      "_react-2.js": { file: "assets/react-2.js" },
      "src/web/pages/home/home-page.tsx": { file: "assets/home-page-9.js", imports: ["_site-8.js"] },
    };
    expect(pageChunks(grouped, ["./pages/site-layout.tsx", "./pages/home/home-page.tsx"])).toEqual([
      "/assets/site-8.js",
      "/assets/react-2.js",
      "/assets/home-page-9.js",
    ]);
  });
});

describe("the page's preload links", () => {
  const built =
    '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-2.js"><link rel="stylesheet" href="/assets/index-9.css">';

  it("names the paths a built page already loads", () => {
    expect([...referencedPaths(built)]).toEqual([
      "/assets/index-1.js",
      "/assets/react-2.js",
      "/assets/index-9.css",
    ]);
  });

  it("announces, at low priority, only the scripts the built page does not already load", () => {
    const links = modulePreloadLinks(
      ["/assets/home-page-6.js", "/assets/react-2.js", "/assets/home-page-6.css", "/assets/rates-7.js"],
      referencedPaths(built),
    );
    expect(links).toBe(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-page-6.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/rates-7.js">',
    );
    expect(modulePreloadLinks([], new Set())).toBe("");
  });
});
