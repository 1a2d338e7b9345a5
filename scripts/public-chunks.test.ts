import { describe, expect, it } from "vitest";
import {
  checkBackOfficeReach,
  checkEntryImports,
  namePageChunks,
  publicChunkNamer,
  SHARED_CHUNK,
  type ModuleGraph,
} from "./public-chunks";

const web = (file: string) => `/app/src/web/${file}`;
const pkg = (file: string) => `/app/node_modules/${file}`;

const ICONS = pkg("icons/dist/index.mjs");
const CHEVRON = pkg("icons/dist/chevron-down.mjs");
const STAR = pkg("icons/dist/star.mjs");
const FORMS = pkg("forms/index.mjs");

interface Module {
  imports?: string[];
  dynamic?: string[];
  code?: string;
}

/** A module graph: each module's static and dynamic imports and its code (its size, its named imports). */
function graphOf(modules: Record<string, Module>): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const module = modules[id];
      return module
        ? {
            importedIds: module.imports ?? [],
            dynamicallyImportedIds: module.dynamic ?? [],
            code: module.code ?? "",
          }
        : null;
    },
  };
}

const PAGES = {
  layout: web("pages/site-layout.tsx"),
  home: web("pages/home/home-page.tsx"),
  rates: web("pages/rates/rates-page.tsx"),
  contact: web("pages/contact/contact-page.tsx"),
  apply: web("pages/applications/applications-page.tsx"),
  calc: web("pages/calculators/mortgage-calculator-page.tsx"),
  admin: web("pages/super-admin/super-admin-page.tsx"),
};

const big = "x".repeat(10_000);

const BACK_OFFICE = /\/pages\/super-admin\//;

/**
 * A small site: five public pages, of which three use a form library (two through the same small
 * lead form) and two a large rates browser, plus an admin page.
 */
const site: Record<string, Module> = {
  [web("main.tsx")]: {
    imports: [pkg("react/index.js"), web("routes.tsx"), ICONS],
    code: 'import { Star } from "icons";',
  },
  [web("routes.tsx")]: { dynamic: Object.values(PAGES) },
  [pkg("react/index.js")]: {},
  [ICONS]: {
    imports: [CHEVRON, STAR],
    code:
      "export { default as ChevronDown, default as ChevronDownIcon } from './chevron-down.mjs';\n" +
      "export { default as Star } from './star.mjs';",
  },
  [CHEVRON]: {},
  [STAR]: {},
  [PAGES.layout]: { imports: [web("header.tsx"), pkg("react/index.js")] },
  [web("header.tsx")]: { imports: [ICONS], code: 'import { ChevronDown } from "icons";' },
  [PAGES.home]: { imports: [web("card.tsx"), web("home-hero.tsx"), web("rates-browser.tsx")] },
  [web("rates-browser.tsx")]: { code: big },
  [web("home-hero.tsx")]: {},
  [PAGES.rates]: { imports: [web("card.tsx"), web("rates-table.tsx"), web("rates-browser.tsx")] },
  [web("rates-table.tsx")]: {},
  [web("card.tsx")]: { imports: [pkg("react/index.js")] },
  [PAGES.contact]: { imports: [web("card.tsx"), web("lead-form.tsx")] },
  [PAGES.apply]: { imports: [web("lead-form.tsx")] },
  [PAGES.calc]: { imports: [FORMS] },
  [web("lead-form.tsx")]: { imports: [FORMS] },
  [FORMS]: { code: big },
  [PAGES.admin]: { imports: [web("card.tsx"), web("admin-table.tsx")] },
  [web("admin-table.tsx")]: {},
};

function namer(modules: Record<string, Module> = site) {
  const chunks = publicChunkNamer({
    entry: web("main.tsx"),
    routes: web("routes.tsx"),
    layout: PAGES.layout,
    clientOnly: [PAGES.admin],
    minChunkSource: 8_000,
    backOffice: BACK_OFFICE,
  });
  const graph = graphOf(modules);
  return (id: string) => chunks.chunkOf(id, graph);
}

describe("publicChunkNamer", () => {
  it("puts what one public page imports in that page's chunk, and the layout's in the shared chunk", () => {
    const chunkOf = namer();
    expect(chunkOf(PAGES.home)).toBe("home-page");
    expect(chunkOf(web("home-hero.tsx"))).toBe("home-page");
    expect(chunkOf(web("rates-table.tsx"))).toBe("rates-page");
    expect(chunkOf(PAGES.layout)).toBe(SHARED_CHUNK);
    expect(chunkOf(web("header.tsx"))).toBe(SHARED_CHUNK);
  });

  it("leaves the entry's modules and the client-only pages' own modules to the bundler", () => {
    const chunkOf = namer();
    expect(chunkOf(pkg("react/index.js"))).toBeNull();
    expect(chunkOf(web("main.tsx"))).toBeNull();
    expect(chunkOf(PAGES.admin)).toBeNull();
    expect(chunkOf(web("admin-table.tsx"))).toBeNull();
  });

  it("gives a large set of modules that several pages import a chunk of its own", () => {
    const chunkOf = namer();
    expect(chunkOf(web("rates-browser.tsx"))).toBe("home-page+rates-page");
    expect(chunkOf(FORMS)).toBe("applications-page+2");
  });

  it("puts a small set in the shared chunk when everything it imports is there or in the entry", () => {
    // card.tsx: home, rates and contact; it imports only React, which the entry has.
    expect(namer()(web("card.tsx"))).toBe(SHARED_CHUNK);
  });

  it("puts a small set with the chunk that holds its imports, so no other page loads that chunk", () => {
    // lead-form.tsx (contact, applications) is small and needs the form library's chunk (those and the
    // calculator): it goes there, not to the shared one, which would take every page to the library.
    expect(namer()(web("lead-form.tsx"))).toBe("applications-page+2");
  });

  it("follows only the parts of a package index a module names", () => {
    const chunkOf = namer();
    // The header takes ChevronDown from the index: the shared chunk, not every icon.
    expect(chunkOf(CHEVRON)).toBe(SHARED_CHUNK);
    // The entry takes Star, so it stays in the entry even though the index also re-exports it.
    expect(chunkOf(STAR)).toBeNull();
  });

  it("follows every import of an index it cannot read", () => {
    const unreadable = {
      ...site,
      [web("header.tsx")]: { imports: [ICONS], code: 'import { Unknown } from "icons";' },
      [web("main.tsx")]: { imports: [pkg("react/index.js"), web("routes.tsx")] },
    };
    const chunkOf = namer(unreadable);
    expect(chunkOf(CHEVRON)).toBe(SHARED_CHUNK);
    expect(chunkOf(STAR)).toBe(SHARED_CHUNK);
  });

  it("refuses a routes module that does not lazily import the layout", () => {
    const withoutLayout = { ...site, [web("routes.tsx")]: { dynamic: [PAGES.home] } };
    expect(() => namer(withoutLayout)(PAGES.home)).toThrow(/site-layout\.tsx is not among the pages/);
  });
});

describe("namePageChunks", () => {
  it("names each page module's grouped chunk under the module, as the server looks it up", () => {
    const manifest = {
      "index.html": { file: "assets/index-1.js", src: "index.html" },
      "_home-page-2.js": { file: "assets/home-page-2.js" },
    };
    const chunks = [
      {
        type: "chunk" as const,
        fileName: "assets/home-page-2.js",
        moduleIds: [PAGES.home, web("home-hero.tsx")],
      },
    ];
    const named = namePageChunks(manifest, chunks, [PAGES.home, PAGES.rates], "/app");
    expect(named["src/web/pages/home/home-page.tsx"]).toEqual({
      file: "assets/home-page-2.js",
      src: "src/web/pages/home/home-page.tsx",
      isDynamicEntry: true,
    });
    // A page whose chunk is not in the bundle is left out rather than guessed.
    expect(named["src/web/pages/rates/rates-page.tsx"]).toBeUndefined();
    expect(named["_home-page-2.js"]).toEqual(manifest["_home-page-2.js"]);
  });
});

describe("checkEntryImports", () => {
  const chunks = [
    { type: "chunk" as const, fileName: "assets/index.js", isEntry: true, imports: ["assets/react.js"] },
    { type: "chunk" as const, fileName: "assets/react.js", name: "react" },
    { type: "chunk" as const, fileName: "assets/site.js", name: SHARED_CHUNK },
  ];

  it("passes an entry that imports none of the public pages' chunks", () => {
    expect(() => checkEntryImports(chunks, new Set([SHARED_CHUNK, "home-page"]))).not.toThrow();
  });

  it("fails the build when the entry imports one", () => {
    const entryImportsSite = [
      { ...chunks[0]!, imports: ["assets/react.js", "assets/site.js"] },
      ...chunks.slice(1),
    ];
    expect(() => checkEntryImports(entryImportsSite, new Set([SHARED_CHUNK]))).toThrow(/assets\/site\.js/);
  });
});

describe("checkBackOfficeReach", () => {
  const chunk = (fileName: string, moduleIds: string[], more: object = {}) => ({
    type: "chunk" as const,
    fileName,
    moduleIds,
    ...more,
  });
  const entry = chunk("index.js", [web("main.tsx"), web("routes.tsx")], {
    isEntry: true,
    imports: ["app.js"],
    dynamicImports: ["home.js", "admin.js"],
  });
  const app = chunk("app.js", [pkg("react/index.js")]);
  const home = chunk("home.js", [PAGES.home], { imports: ["app.js"], dynamicImports: ["dialog.js"] });
  const dialog = chunk("dialog.js", [web("quote-dialog.tsx")]);
  const admin = chunk("admin.js", [PAGES.admin, web("admin-table.tsx")], { imports: ["app.js"] });

  it("passes when only the routes lead to the back office", () => {
    const chunks = [entry, app, home, dialog, admin];
    expect(() => checkBackOfficeReach(chunks, [PAGES.home], BACK_OFFICE)).not.toThrow();
  });

  it("fails the build when a chunk a public page loads later holds back-office code", () => {
    const leaky = chunk("dialog.js", [web("quote-dialog.tsx"), PAGES.admin]);
    expect(() => checkBackOfficeReach([entry, app, home, leaky], [PAGES.home], BACK_OFFICE)).toThrow(
      /dialog\.js, which public pages load, holds back-office code: .*super-admin-page\.tsx/,
    );
  });

  it("fails the build when the entry imports back-office code", () => {
    const leaky = chunk("app.js", [pkg("react/index.js"), PAGES.admin]);
    expect(() => checkBackOfficeReach([entry, leaky, home, dialog], [PAGES.home], BACK_OFFICE)).toThrow(
      /app\.js/,
    );
  });
});
