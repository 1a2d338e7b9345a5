/**
 * The provinces' and territories' names as each language writes them. The database and the API keep
 * the English names of constants.ts (mortgage_rates.province); only what a reader sees is translated.
 */
import type { Locale } from "../i18n/locale";
import { NATIONAL_PROVINCE, PROVINCES, type ProvinceCode } from "./constants";

/** The Office québécois de la langue française's names. */
const FRENCH_NAMES: Record<ProvinceCode, string> = {
  AB: "Alberta",
  BC: "Colombie-Britannique",
  MB: "Manitoba",
  NB: "Nouveau-Brunswick",
  NL: "Terre-Neuve-et-Labrador",
  NT: "Territoires du Nord-Ouest",
  NS: "Nouvelle-Écosse",
  NU: "Nunavut",
  ON: "Ontario",
  PE: "Île-du-Prince-Édouard",
  QC: "Québec",
  SK: "Saskatchewan",
  YT: "Yukon",
};

/** A province or territory by its 2-letter code, in `locale`; undefined for an unknown code. */
export function provinceLabel(code: string, locale: Locale): string | undefined {
  const province = PROVINCES.find((p) => p.code === code);
  if (!province) return undefined;
  return locale === "fr-CA" ? FRENCH_NAMES[province.code] : province.name;
}

/**
 * A rate's province as stored (an English name, or "National") in `locale`; a name it does not know
 * is shown as it is.
 */
export function provinceNameLabel(name: string, locale: Locale): string {
  if (name === NATIONAL_PROVINCE) return locale === "fr-CA" ? "National" : name;
  const province = PROVINCES.find((p) => p.name === name);
  return province ? (provinceLabel(province.code, locale) ?? name) : name;
}

/** The provinces and territories for a selector, in `locale`'s alphabetical order. */
export function provinceOptions(locale: Locale): { code: ProvinceCode; label: string }[] {
  const options = PROVINCES.map((p) => ({ code: p.code, label: provinceLabel(p.code, locale) ?? p.name }));
  if (locale === "en-CA") return options;
  return options.sort((a, b) => a.label.localeCompare(b.label, locale));
}
