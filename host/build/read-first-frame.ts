import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FirstFrame } from '@flowscope/tooling/webpack';

const read = (name: string) => readFileSync(join(import.meta.dirname, name), 'utf8');

/** Comments dropped and whitespace folded: the sheet goes into every page's HTML. */
function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .trim();
}

/** The shell's frame drawn by the HTML itself (first-frame.html, styled by first-frame.css). */
export function readFirstFrame(): FirstFrame {
  return {
    style: compactCss(read('first-frame.css')),
    markup: read('first-frame.html').replace(/>\s+</g, '><').trim(),
  };
}
