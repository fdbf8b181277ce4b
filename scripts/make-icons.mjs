// Writes the app's PNG icons (the sizes Android, Chrome and iOS ask for) from the two SVGs in
// public/icons, by screenshotting them in headless Chromium. Run after changing an SVG and commit the PNGs:
//   node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const icons = resolve(import.meta.dirname, '../apps/web/public/icons');
// `any` icons keep their transparent corners; maskable and Apple icons are full-bleed squares that the
// platform crops (maskable keeps the letter inside the central 80% safe zone).
const outputs = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192, transparent: true },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512, transparent: true },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512, transparent: false },
  { svg: 'icon-maskable.svg', png: 'apple-touch-icon-180.png', size: 180, transparent: false },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { svg, png, size, transparent } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = readFileSync(join(icons, svg), 'utf8').replace(
      '<svg ',
      `<svg width="${size}" height="${size}" `,
    );
    await page.setContent(`<body style="margin:0">${source}</body>`);
    await page.screenshot({ path: join(icons, png), omitBackground: transparent });
    await page.close();
    console.log(`${png} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
