/**
 * Demo images drawn in code (BRAND: no stock or external images): lender wordmark tiles, initials
 * avatars, profile banners and simple illustrations in the brand teal and amber.
 */

const TEAL = "#0F4C5C";
const TEAL_LIGHT = "#E6F0F2";
const TEAL_MID = "#3F7F8C";
const AMBER = "#F2A541";
const INK = "#0F172A";
const BORDER = "#E2E8F0";
const FONT = "Inter, 'Segoe UI', Helvetica, Arial, sans-serif";

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

function svgDocument(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>${body}</svg>`
  );
}

export function svgBytes(svg: string): Uint8Array {
  return new TextEncoder().encode(svg);
}

/** A lender's name as a wordmark on a light tile, sized so long names still fit. */
export function wordmarkTile(name: string): string {
  // Bold sans-serif letters average about 0.62em wide; keep the name within 200 of the 240 units.
  const fontSize = Math.min(30, Math.floor(200 / (name.length * 0.62)));
  return svgDocument(
    240,
    96,
    name,
    `<rect x="1" y="1" width="238" height="94" rx="12" fill="#FFFFFF" stroke="${BORDER}" stroke-width="2"/>` +
      `<text x="120" y="54" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" ` +
      `font-weight="700" fill="${TEAL}">${escapeXml(name)}</text>` +
      `<rect x="96" y="68" width="48" height="4" rx="2" fill="${AMBER}"/>`,
  );
}

export function initialsOf(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => w.length > 0);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** A square avatar with the person's initials, for agents without a photo. */
export function initialsAvatar(name: string): string {
  return svgDocument(
    256,
    256,
    name,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${TEAL}"/><stop offset="1" stop-color="${TEAL_MID}"/></linearGradient></defs>` +
      `<rect width="256" height="256" fill="url(#bg)"/>` +
      `<circle cx="128" cy="128" r="104" fill="none" stroke="${AMBER}" stroke-width="6"/>` +
      `<text x="128" y="152" text-anchor="middle" font-family="${FONT}" font-size="84" font-weight="700" ` +
      `fill="#FFFFFF">${escapeXml(initialsOf(name))}</text>`,
  );
}

/** A wide banner for a broker's public page: a teal band with a skyline and the broker's city. */
export function profileBanner(city: string): string {
  const towers = [
    [120, 150],
    [180, 210],
    [250, 120],
    [320, 250],
    [380, 170],
    [900, 190],
    [960, 260],
    [1030, 140],
    [1090, 220],
  ]
    .map(
      ([x, h]) =>
        `<rect x="${x}" y="${400 - (h ?? 0)}" width="52" height="${h}" rx="4" fill="${TEAL_MID}" opacity="0.55"/>`,
    )
    .join("");
  return svgDocument(
    1200,
    400,
    `${city} skyline`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${TEAL}"/><stop offset="1" stop-color="#0B3944"/></linearGradient></defs>` +
      `<rect width="1200" height="400" fill="url(#sky)"/>` +
      `<circle cx="760" cy="110" r="56" fill="${AMBER}" opacity="0.9"/>${towers}` +
      `<text x="600" y="215" text-anchor="middle" font-family="${FONT}" font-size="56" font-weight="700" ` +
      `fill="#FFFFFF">${escapeXml(city)}</text>`,
  );
}

export type IllustrationMotif =
  "house" | "renewal" | "equity" | "briefcase" | "building" | "maple" | "percent" | "coins";

function house(x: number, y: number, scale: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<path d="M0 70 L90 0 L180 70 Z" fill="${TEAL}"/>` +
    `<rect x="18" y="66" width="144" height="104" fill="#FFFFFF" stroke="${TEAL}" stroke-width="4"/>` +
    `<rect x="74" y="106" width="34" height="64" fill="${AMBER}"/>` +
    `<rect x="34" y="88" width="28" height="26" fill="${TEAL_LIGHT}" stroke="${TEAL}" stroke-width="3"/>` +
    `<rect x="120" y="88" width="28" height="26" fill="${TEAL_LIGHT}" stroke="${TEAL}" stroke-width="3"/>` +
    `</g>`
  );
}

function coins(x: number, y: number): string {
  return [0, 1, 2, 3]
    .map(
      (i) =>
        `<ellipse cx="${x}" cy="${y - i * 18}" rx="44" ry="14" fill="${AMBER}" stroke="${INK}" ` +
        `stroke-opacity="0.25" stroke-width="2"/>`,
    )
    .join("");
}

function bars(x: number, y: number): string {
  return [60, 95, 130, 170]
    .map(
      (h, i) =>
        `<rect x="${x + i * 34}" y="${y - h}" width="24" height="${h}" rx="4" fill="${i === 3 ? AMBER : TEAL_MID}"/>`,
    )
    .join("");
}

const MOTIFS: Record<IllustrationMotif, () => string> = {
  house: () => house(230, 120, 1.0) + `<circle cx="500" cy="100" r="40" fill="${AMBER}"/>`,
  renewal: () =>
    house(240, 150, 0.8) +
    `<path d="M170 200 A150 150 0 0 1 470 200" fill="none" stroke="${AMBER}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M455 175 L472 205 L440 208 Z" fill="${AMBER}"/>`,
  equity: () => house(130, 150, 0.8) + bars(360, 300),
  briefcase: () =>
    `<rect x="210" y="150" width="220" height="150" rx="14" fill="${TEAL}"/>` +
    `<rect x="280" y="120" width="80" height="34" rx="8" fill="none" stroke="${TEAL}" stroke-width="10"/>` +
    `<rect x="210" y="210" width="220" height="10" fill="${AMBER}"/>` +
    `<rect x="450" y="140" width="90" height="120" rx="6" fill="#FFFFFF" stroke="${TEAL}" stroke-width="4"/>` +
    `<path d="M466 170 H524 M466 195 H524 M466 220 H504" stroke="${TEAL_MID}" stroke-width="6"/>`,
  building: () =>
    `<rect x="200" y="90" width="150" height="210" fill="${TEAL}"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (r) =>
          `<rect x="222" y="${110 + r * 36}" width="106" height="16" fill="${TEAL_LIGHT}" opacity="0.8"/>`,
      )
      .join("") +
    coins(450, 290),
  maple: () =>
    `<path d="M320 60 L340 120 L390 100 L370 160 L420 170 L360 215 L370 250 L330 235 L330 300 L310 300 ` +
    `L310 235 L270 250 L280 215 L220 170 L270 160 L250 100 L300 120 Z" fill="${AMBER}"/>` +
    house(410, 170, 0.7),
  percent: () =>
    `<circle cx="250" cy="140" r="36" fill="none" stroke="${TEAL}" stroke-width="16"/>` +
    `<circle cx="390" cy="260" r="36" fill="none" stroke="${TEAL}" stroke-width="16"/>` +
    `<path d="M400 110 L240 290" stroke="${AMBER}" stroke-width="18" stroke-linecap="round"/>`,
  coins: () => coins(240, 290) + bars(360, 300),
};

/** A 640x400 illustration for a product, service or blog post. */
export function illustration(title: string, motif: IllustrationMotif): string {
  return svgDocument(
    640,
    400,
    title,
    `<rect width="640" height="400" fill="${TEAL_LIGHT}"/>` +
      `<rect y="300" width="640" height="100" fill="${TEAL}" opacity="0.12"/>` +
      MOTIFS[motif](),
  );
}
