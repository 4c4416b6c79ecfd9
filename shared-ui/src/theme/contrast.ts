/**
 * WCAG contrast arithmetic over the token colours (six-digit hex and rgb/rgba notation), so the
 * palette can be checked in tests and a mark on a brand colour can pick readable letters.
 */
type Rgb = readonly [number, number, number];

interface Rgba {
  rgb: Rgb;
  alpha: number;
}

function parseColour(colour: string): Rgba {
  const text = colour.trim();
  const hex = /^#([0-9a-f]{6})$/i.exec(text)?.[1];
  if (hex !== undefined) {
    const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16);
    return { rgb: [channel(0), channel(2), channel(4)], alpha: 1 };
  }
  const parts = /^rgba?\(([^)]+)\)$/i.exec(text)?.[1]?.split(',').map(Number);
  if (parts && parts.length >= 3 && parts.every((part) => Number.isFinite(part))) {
    const [r = 0, g = 0, b = 0, alpha = 1] = parts;
    return { rgb: [r, g, b], alpha };
  }
  throw new Error(`Not a token colour: ${colour}`);
}

/** The colour seen when `colour` (possibly translucent) lies over the opaque `backdrop`. */
function flatten(colour: string, backdrop: string): Rgb {
  const top = parseColour(colour);
  const base = parseColour(backdrop).rgb;
  const mix = (index: 0 | 1 | 2) =>
    Math.round(top.rgb[index] * top.alpha + base[index] * (1 - top.alpha));
  return [mix(0), mix(1), mix(2)];
}

function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function luminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * WCAG contrast ratio of a text colour over a background; a translucent background is first
 * laid over `backdrop` (the surface under a tinted chip).
 */
export function contrastRatio(text: string, background: string, backdrop = background): number {
  const ground = flatten(background, backdrop);
  const ink = flatten(text, toHex(ground));
  const [a, b] = [luminance(ink), luminance(ground)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const readableChoices = new Map<string, string>();

/**
 * Of two candidate text colours, the one that reads better on `background`. Remembered: a
 * feed draws the same few brand colours on every card.
 */
export function readableOn(background: string, light: string, dark: string): string {
  const key = `${background} ${light} ${dark}`;
  let choice = readableChoices.get(key);
  if (choice === undefined) {
    choice = contrastRatio(light, background) >= contrastRatio(dark, background) ? light : dark;
    readableChoices.set(key, choice);
  }
  return choice;
}
