/**
 * Renders the web app manifest's PNG icons from the logo in src/web/public/favicon.svg,
 * in Debian's Chromium (the one the e2e tests use; no image tool to install). Run it after changing
 * the logo and commit the PNGs: `node scripts/make-pwa-icons.ts`.
 *   - icon-192.png, icon-512.png: the logo as it is (rounded, transparent corners), purpose "any";
 *   - icon-maskable-512.png: the same mark on a full-bleed square, purpose "maskable" (the platform
 *     cuts its own shape; the mark already sits inside the safe zone, a circle of 80% of the width);
 *   - apple-touch-icon.png (180): full bleed too, as iOS rounds the corners itself.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";

const PUBLIC = new URL("../src/web/public/", import.meta.url).pathname;
const logo = readFileSync(join(PUBLIC, "favicon.svg"), "utf8");
// The logo's square without its rounded corners (rx) and title: the full-bleed variant.
const fullBleed = logo.replace(/ rx="[^"]*"/, "").replace(/<title>[^<]*<\/title>/, "");

const ICONS = [
  { file: "icon-192.png", size: 192, svg: logo },
  { file: "icon-512.png", size: 512, svg: logo },
  { file: "icon-maskable-512.png", size: 512, svg: fullBleed },
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace("<svg ", `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.locator("svg").screenshot({ path: join(PUBLIC, file), omitBackground: true });
    console.log(`${file}: ${size}x${size}`);
  }
} finally {
  await browser.close();
}
