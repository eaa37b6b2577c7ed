// Renders the app's mark (public/favicon.svg, drawn again here at each size) to the PNG icons the
// web manifest and iOS need, with the Chromium that runs the browser tests. Run once after the
// mark changes: node apps/web/scripts/make-icons.mjs (CHROMIUM_PATH or /usr/bin/chromium).
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const out = fileURLToPath(new URL('../public/icons/', import.meta.url));
/** The mark on a 64-unit square; `maskable` draws it inside the 80% safe zone on a full red square. */
const svg = (maskable) => {
  const mark = `<rect x="14" y="16" width="36" height="34" rx="4" fill="#fff"/><rect x="14" y="16" width="36" height="9" rx="3" fill="#8e0000"/><path d="M22 37l7 7 13-14" fill="none" stroke="#c62828" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  return maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c62828"/><g transform="translate(6.4 6.4) scale(0.8)">${mark}</g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#c62828"/>${mark}</svg>`;
};
const icons = [
  { name: 'icon-192.png', size: 192, maskable: false },
  { name: 'icon-512.png', size: 512, maskable: false },
  { name: 'icon-maskable-512.png', size: 512, maskable: true },
  // iOS draws its own rounded corners and shows transparency as black: a full square.
  { name: 'apple-touch-icon-180.png', size: 180, maskable: true },
];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(icon.maskable).replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`);
    await page.locator('svg').screenshot({ path: path.join(out, icon.name), omitBackground: true });
    console.log(icon.name);
  }
} finally {
  await browser.close();
}
