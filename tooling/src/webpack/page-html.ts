import type { FirstFrame } from './config.ts';
import { FIRST_FRAME_SCRIPT } from './first-frame-script.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ICON =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 16 16%22%3E%3Ccircle cx=%228%22 cy=%228%22 r=%227%22 fill=%22%238b5cf6%22/%3E%3C/svg%3E';

const DESCRIPTION =
  'Flowscope shows crypto traders which tokens smart-money wallets and influencers accumulate and hold, on centralised and decentralised exchanges.';

/**
 * The page of the host (and of a remote's standalone build); HtmlWebpackPlugin adds the
 * scripts. With a first frame, the inline script that names the page in it follows it. Given
 * as the plugin's `templateContent`, not as a template file: a template file is compiled in a
 * child compilation, which Module Federation's sharing joins, so the shared modules' chunks
 * were built a second time and emitted beside the app's (under the same names in a development
 * build, where webpack reports the conflict).
 */
export function pageHtml(title: string, firstFrame: FirstFrame | undefined): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="dark light" />
    <meta name="theme-color" content="#0b0f17" media="(prefers-color-scheme: dark)" />
    <meta name="theme-color" content="#f7f8fa" media="(prefers-color-scheme: light)" />
    <meta name="description" content="${DESCRIPTION}" />
    <link rel="icon" href="${ICON}" />
    <title>${escapeHtml(title)}</title>
    <style>
      html,
      body {
        margin: 0;
        background: #0b0f17;
        color: #e6e9ef;
        font-family: system-ui, sans-serif;
      }
    </style>${firstFrame ? `\n    <style>${firstFrame.style}</style>` : ''}
  </head>
  <body>
    <noscript>Flowscope needs JavaScript to run.</noscript>
    <div id="root">${firstFrame ? `${firstFrame.markup}<script>${FIRST_FRAME_SCRIPT}</script>` : ''}</div>
  </body>
</html>
`;
}
