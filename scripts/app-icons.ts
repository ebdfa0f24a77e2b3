import { readFileSync } from 'node:fs';
import sharp from 'sharp';

/**
 * Draws the installed app's icons (issue 17) from the favicon, so the home-screen icon and the
 * tab icon stay one mark. Run after changing the favicon: `node --import tsx scripts/app-icons.ts`.
 * The maskable icon fills its square with the brand green and keeps the mark inside the middle
 * 80 %, the safe zone a phone's launcher may crop to a circle or a squircle.
 */

const PUBLIC = new URL('../apps/web/public/', import.meta.url);
const favicon = readFileSync(new URL('favicon.svg', PUBLIC), 'utf8');
const BRAND_GREEN = '#1d4d37';

async function write(name: string, svg: string, size: number): Promise<void> {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(`icons/${name}`, PUBLIC).pathname);
}

/** The favicon's mark without its rounded tile, scaled into the safe zone of a full square. */
function maskable(): string {
  const mark = favicon.replace(/<rect[^>]*\/>/, '').replace(/<\/?svg[^>]*>/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${BRAND_GREEN}"/>
  <g transform="translate(4.8 4.8) scale(0.7)">${mark}</g>
</svg>`;
}

await write('icon-192.png', favicon, 192);
await write('icon-512.png', favicon, 512);
await write('icon-maskable-512.png', maskable(), 512);
await write('apple-touch-icon.png', maskable(), 180);
