import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { CATALOG_FILES } from "./all-messages";
import { BUNDLES, type CatalogFile } from "./catalogs";

/** What a message needs from its caller: each argument with its kind, and each rich-text tag. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
          found.add(`${element.value}:text`);
          break;
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          found.add(`${element.value}:${TYPE[element.type]}`);
          break;
        case TYPE.plural:
        case TYPE.select:
          found.add(
            `${element.value}:${TYPE[element.type]}:${Object.keys(element.options).sort().join("|")}`,
          );
          for (const option of Object.values(element.options)) visit(option.value);
          break;
        case TYPE.tag:
          found.add(`<${element.value}>`);
          visit(element.children);
          break;
        default:
          break;
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
}

const files = Object.values(BUNDLES).flat() as CatalogFile[];
const english = CATALOG_FILES["en-CA"];
const french = CATALOG_FILES["fr-CA"];

describe("the catalogues", () => {
  it("list every file of messages/ in a bundle, in both languages", () => {
    for (const locale of ["en-CA", "fr-CA"]) {
      const dir = fileURLToPath(new URL(`./messages/${locale}/`, import.meta.url));
      const onDisk = readdirSync(dir).map((name) => name.replace(/\.json$/, ""));
      expect(onDisk.sort()).toEqual([...files].sort());
    }
  });

  it.each(files)("%s has the same ids in English and French", (file) => {
    expect(Object.keys(french[file]).sort()).toEqual(Object.keys(english[file]).sort());
  });

  it.each(files)("%s names each id after its file", (file) => {
    for (const id of Object.keys(english[file])) expect(id.startsWith(`${file}.`), id).toBe(true);
  });

  it.each(files)("%s: each French message takes the English one's placeholders", (file) => {
    for (const [id, message] of Object.entries(english[file])) {
      const translation = french[file][id];
      if (typeof message !== "string" || typeof translation !== "string") throw new Error(`${id} is no text`);
      expect(placeholders(translation), id).toEqual(placeholders(message));
    }
  });

  it("finds a placeholder missing from a translation", () => {
    expect(placeholders("{count, plural, one {# rate} other {# rates}} for {name}")).not.toEqual(
      placeholders("{count, plural, one {# taux} other {# taux}}"),
    );
    expect(placeholders("Updated {date}")).not.toEqual(placeholders("Mis à jour le {day}"));
    expect(placeholders("Updated {date}")).toEqual(placeholders("Mis à jour le {date}"));
  });
});
