/**
 * Serves the browser's catalogue bundles, `virtual:catalog/<bundle>/<locale>`: the files
 * src/i18n/catalogs.ts lists for the bundle, merged, with every message compiled to its ICU syntax
 * tree here at build time, so the browser formats them without shipping a message parser
 * (vite.config.ts aliases the parser to its no-parser entry; docs/decisions/0057).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";
import { BUNDLES, type Bundle } from "../src/i18n/catalogs.js";
import { isLocale, type Locale } from "../src/i18n/locale.js";

const PREFIX = "virtual:catalog/";
const RESOLVED = `\0${PREFIX}`;

const messagesDir = fileURLToPath(new URL("../src/i18n/messages/", import.meta.url));

function isBrowserBundle(name: string): name is Exclude<Bundle, "server"> {
  return name !== "server" && Object.hasOwn(BUNDLES, name);
}

/** The bundle's messages, each compiled; `watch` is told every file read. */
export function compileBundle(bundle: Bundle, locale: Locale, watch: (file: string) => void = () => {}) {
  const compiled: Record<string, unknown> = {};
  for (const name of BUNDLES[bundle]) {
    const file = `${messagesDir}${locale}/${name}.json`;
    watch(file);
    const messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    for (const [id, message] of Object.entries(messages)) compiled[id] = parse(message);
  }
  return compiled;
}

export function catalogBundles(): Plugin {
  return {
    name: "vayu-catalog-bundles",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [bundle = "", locale = ""] = id.slice(RESOLVED.length).split("/");
      if (!isBrowserBundle(bundle) || !isLocale(locale)) {
        throw new Error(`${id.slice(1)} names no catalogue bundle a browser loads`);
      }
      const compiled = compileBundle(bundle, locale, (file) => this.addWatchFile(file));
      // JSON.parse of a string literal is the quickest way for a browser to read a large object.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
