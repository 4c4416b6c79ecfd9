import { escapeHtml } from './html.ts';

/** FNV-1a: a stable 32-bit hash, so a key draws the same logo on every server and day. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** One of four marks under the letters, so tokens with the same colours still differ. */
function motif(variant: number, hue: number): string {
  const ink = `hsl(${hue} 90% 88% / 0.55)`;
  switch (variant) {
    case 0:
      return `<circle cx="32" cy="32" r="22" fill="none" stroke="${ink}" stroke-width="3"/>`;
    case 1:
      return `<path d="M0 46 L46 0 L64 0 L64 8 L8 64 L0 64 Z" fill="${ink}"/>`;
    case 2:
      return `<path d="M32 8 L56 32 L32 56 L8 32 Z" fill="none" stroke="${ink}" stroke-width="3"/>`;
    default:
      return `<circle cx="14" cy="14" r="5" fill="${ink}"/><circle cx="50" cy="50" r="5" fill="${ink}"/>`;
  }
}

/**
 * A generated token logo: a disc in two hues with a mark and the ticker's first letters,
 * all derived from the logo key alone (the same bytes for ever, so it is served immutable).
 * The letters are the only text and are escaped; no input is written unescaped.
 */
export function renderLogoSvg(key: string, ticker: string): string {
  const hash = hash32(key);
  const hue = hash % 360;
  const second = (hue + 40 + ((hash >>> 9) % 100)) % 360;
  const letters =
    ticker
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 3)
      .toUpperCase() || '?';
  const size = letters.length === 1 ? 30 : letters.length === 2 ? 24 : 18;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 52%)"/><stop offset="1" stop-color="hsl(${second} 65% 34%)"/></linearGradient><clipPath id="c"><circle cx="32" cy="32" r="32"/></clipPath></defs>
<g clip-path="url(#c)"><rect width="64" height="64" fill="url(#g)"/>${motif((hash >>> 17) % 4, hue)}</g>
<text x="32" y="${32 + size * 0.36}" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="#fff">${escapeHtml(letters)}</text>
</svg>`;
}
