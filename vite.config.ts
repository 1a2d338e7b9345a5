import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { interFileName, interFonts, PRELOADED_INTER_FILE } from "./scripts/inter-font.js";
import { catalogBundles } from "./scripts/catalog-bundles.js";
import { classConflicts } from "./scripts/class-conflicts.js";
import { publicChunks } from "./scripts/public-chunks.js";
import { CLIENT_ONLY_PAGES } from "./src/web/client-only-pages.js";

/** The API's address in development: scripts/dev.mjs starts it on PORT, as src/server/config.ts reads it. */
const apiServer = `http://127.0.0.1:${process.env.PORT ?? "3000"}`;
const apiProxy = {
  "/api": { target: apiServer, changeOrigin: false },
  "/storage": { target: apiServer, changeOrigin: false },
};

/**
 * React Router's package points every condition at its development build, which differs from the
 * production one only in ENABLE_DEV_WARNINGS: on, every render builds the text of warnings it
 * rarely prints, and those texts ship to browsers. The production files are named here instead.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The browser formats catalogues compiled at build time (scripts/catalog-bundles.ts), so the ICU
 * message parser react-intl imports is replaced by its entry that only refuses to parse.
 */
const messageParserStub = fileURLToPath(
  new URL("./node_modules/@formatjs/icu-messageformat-parser/no-parser.js", import.meta.url),
);

/** The font file every page's text needs first (styles.css): preloaded so text paints in it at once. */
const PRELOADED_FONT = new RegExp(
  `^assets/${interFileName(PRELOADED_INTER_FILE).replace(/\.woff2$/, "")}-[\\w-]+\\.woff2$`,
);

/** Adds <link rel="preload"> for the built latin Inter file to index.html. */
function preloadFont(): Plugin {
  return {
    name: "vayu-preload-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        const file = Object.keys(bundle ?? {}).find((name) => PRELOADED_FONT.test(name));
        if (!file)
          throw new Error("The preloaded Inter file is missing from the build: update vite.config.ts");
        return [
          {
            tag: "link",
            attrs: { rel: "preload", href: `/${file}`, as: "font", type: "font/woff2", crossorigin: "" },
            injectTo: "head",
          },
        ];
      },
    },
  };
}

const webModule = (module: string) => fileURLToPath(new URL(`./src/web/${module}`, import.meta.url));

/** The server-rendered pages' modules, grouped into few chunks (scripts/public-chunks.ts). */
const publicPageChunks = publicChunks({
  entry: webModule("main.tsx"),
  routes: webModule("routes.tsx"),
  layout: webModule("pages/site-layout.tsx"),
  clientOnly: CLIENT_ONLY_PAGES.map(webModule),
  minChunkSource: 8_000,
  backOffice: /\/src\/web\/(pages\/(super-admin|agent-dashboard)|features\/(admin|dashboard)-[^/]+)\//,
});

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    interFonts(),
    tailwindcss(),
    preloadFont(),
    classConflicts(),
    catalogBundles(),
    publicPageChunks,
  ],
  resolve: {
    // In development the warnings are wanted.
    alias:
      command === "build"
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
            // The server's renderer formats the catalogues as written, with the parser.
            ...(isSsrBuild
              ? []
              : [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: messageParserStub }]),
          ]
        : [],
  },
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    // The server's renderer (--ssr, into dist/ssr) needs no copy of the icons and manifest.
    copyPublicDir: !isSsrBuild,
    // dist/web/.vite/manifest.json: which chunks each page module needs, which the server lists in
    // a rendered page's head (src/server/pages/page-chunks.ts).
    manifest: !isSsrBuild,
    rolldownOptions: {
      // Libraries written for React Server Components mark modules "use client", which means
      // nothing to a bundle without server components.
      onLog(level, log, report) {
        if (log.code === "MODULE_LEVEL_DIRECTIVE" && log.message.includes('"use client"')) return;
        report(level, log);
      },
    },
  },
  ssr: {
    // Every package is bundled into the renderer: barrels it would otherwise load whole from
    // node_modules (every icon, every Radix primitive: ~9 MB of the server's live heap) keep only
    // the parts the pages use, and React Router's production build (above) is the one it runs.
    noExternal: true,
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
}));
