import { createHash } from 'node:crypto';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { SCREEN_ROUTES } from '@flowscope/shared-api/routing';
import {
  PAGE_HEADING_IDS,
  PAGE_HEADING_SCRIPT,
  PAGE_HEADING_SCRIPT_SOURCE,
} from '../src/webpack/page-heading-script.ts';

/** The frame's page part as the host's first frame has it, the script run at `path`. */
function frameAt(path: string) {
  const window = new Window({ url: `https://flowscope.test${path}` });
  window.document.body.innerHTML = `<div id="${PAGE_HEADING_IDS.page}" hidden><span id="${PAGE_HEADING_IDS.crumb}"></span><h1 id="${PAGE_HEADING_IDS.heading}"></h1></div>`;
  // The script reads only the page's document and location.
  new Function('document', 'location', PAGE_HEADING_SCRIPT)(window.document, window.location);
  const { document } = window;
  return {
    hidden: (document.getElementById(PAGE_HEADING_IDS.page) as { hidden?: boolean } | null)?.hidden,
    crumb: document.getElementById(PAGE_HEADING_IDS.crumb)?.textContent,
    heading: document.getElementById(PAGE_HEADING_IDS.heading)?.textContent,
  };
}

describe('the first frame’s page heading', () => {
  it('names a screen whose heading the paths contract fixes, with its breadcrumb label', () => {
    expect(frameAt('/top-accumulations')).toEqual({
      hidden: false,
      crumb: SCREEN_ROUTES.topAccumulationsCex.crumb,
      heading: SCREEN_ROUTES.topAccumulationsCex.heading,
    });
    expect(frameAt('/search/?query=BTC')).toEqual({
      hidden: false,
      crumb: 'Search',
      heading: 'Search Engine',
    });
  });

  it('stays hidden on a page whose heading comes with its data, and on any other path', () => {
    for (const path of ['/top-holdings-cex/BTC', '/', '/no-such-page', '/research/wallet/0xabc']) {
      expect(frameAt(path)).toEqual({ hidden: true, crumb: '', heading: '' });
    }
  });

  it('is allowed by the policy through its own hash', () => {
    const hash = createHash('sha256').update(PAGE_HEADING_SCRIPT).digest('base64');
    expect(PAGE_HEADING_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
    expect(PAGE_HEADING_SCRIPT).not.toContain('</');
  });
});
