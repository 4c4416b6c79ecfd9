import { escapeHtml } from './html.ts';

/** Hues that read well on both themes; picked by the handle so an avatar never changes. */
const HUES = [262, 200, 160, 28, 340, 45, 120, 300];

function hueOf(handle: string): number {
  let hash = 0;
  for (const char of handle) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return HUES[hash % HUES.length] ?? HUES[0] ?? 262;
}

/** A stand-in for the image bucket's `{handle}.jpg`: the handle's initials on a disc. */
export function renderAvatarSvg(handle: string): string {
  const initials = escapeHtml(
    handle
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 2)
      .toUpperCase() || '?',
  );
  const hue = hueOf(handle);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<circle cx="32" cy="32" r="32" fill="hsl(${hue} 55% 45%)"/>
<text x="32" y="40" font-family="system-ui,sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text>
</svg>`;
}
