import { describe, expect, it } from 'vitest';
import { FIRST_FRAME_SCRIPT } from '../src/webpack/first-frame-script.ts';
import { pageHtml } from '../src/webpack/page-html.ts';

describe('pageHtml', () => {
  it('puts the first frame’s style in the head, its markup and page-heading script in #root', () => {
    const html = pageHtml('Flowscope', {
      style: '.frame{color:red}',
      markup: '<div class="frame">F</div>',
    });
    expect(html).toMatch(/<style>\.frame\{color:red\}<\/style>\s*<\/head>/);
    expect(html).toContain(
      `<div id="root"><div class="frame">F</div><script>${FIRST_FRAME_SCRIPT}</script></div>`,
    );
  });

  it('leaves #root empty without a frame, and escapes the title', () => {
    const html = pageHtml('CEX <standalone> & "more"', undefined);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>CEX &lt;standalone&gt; &amp; &quot;more&quot;</title>');
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>');
  });
});
