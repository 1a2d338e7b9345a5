// `npm run icons`: renders public/favicon.svg into the icons browsers and phones ask for, with
// Debian's Chromium: favicon.ico (32 px), apple-touch-icon.png (180 px) and the web manifest's
// icon-192.png and icon-512.png. Run it after changing the logo and commit the files it writes.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");

/** An .ico file holding one PNG image (supported by every current browser). */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return Buffer.concat([header, png]);
}

async function main() {
  const svg = await readFile(path.join(publicDir, "favicon.svg"), "utf8");
  // Phones round the corners of home-screen icons themselves: those fill the whole square with the
  // background and leave the mark a margin, so a rounded or circular crop never cuts it.
  const squareSvg = svg
    .replace('viewBox="0 0 64 64"', 'viewBox="-8 -8 80 80"')
    .replace(/<rect [^>]*\/>/, (rect) =>
      rect
        .replace(/\srx="\d+"/, "")
        .replace('width="64" height="64"', 'x="-8" y="-8" width="80" height="80"'),
    );
  if (squareSvg === svg) throw new Error("public/favicon.svg changed shape: update scripts/icons.ts");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const render = async (markup: string, size: number, transparent: boolean): Promise<Buffer> => {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = markup.replace("<svg ", `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><body style="margin:0">${sized}</body>`);
    const png = await page.screenshot({ omitBackground: transparent });
    await page.close();
    return png;
  };
  try {
    await writeFile(path.join(publicDir, "favicon.ico"), icoFromPng(await render(svg, 32, true), 32));
    await writeFile(path.join(publicDir, "apple-touch-icon.png"), await render(squareSvg, 180, false));
    await writeFile(path.join(publicDir, "icon-192.png"), await render(squareSvg, 192, false));
    await writeFile(path.join(publicDir, "icon-512.png"), await render(squareSvg, 512, false));
  } finally {
    await browser.close();
  }
  console.log("Wrote favicon.ico, apple-touch-icon.png, icon-192.png and icon-512.png in public/");
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
