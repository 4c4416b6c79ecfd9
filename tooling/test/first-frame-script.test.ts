import { createHash } from 'node:crypto';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { SCREEN_ROUTES, THEME_STORAGE_KEY } from '@flowscope/shared-api/routing';
import {
  FIRST_FRAME_IDS,
  FIRST_FRAME_LIGHT_CLASS,
  FIRST_FRAME_SCRIPT,
  FIRST_FRAME_SCRIPT_SOURCE,
} from '../src/webpack/first-frame-script.ts';

/**
 * The frame as the host's first frame has it, the script run at `path`; `storage` stands for
 * the page's localStorage (the page's own unless given).
 */
function runAt(path: string, savedTheme?: string, storage?: unknown) {
  const window = new Window({ url: `https://flowscope.test${path}` });
  window.document.body.innerHTML = `<div id="${FIRST_FRAME_IDS.frame}" class="first-frame"><div id="${FIRST_FRAME_IDS.page}" hidden><span id="${FIRST_FRAME_IDS.crumb}"></span><h1 id="${FIRST_FRAME_IDS.heading}"></h1></div></div>`;
  if (savedTheme !== undefined) window.localStorage.setItem(THEME_STORAGE_KEY, savedTheme);
  // The script reads only the page's document, location and storage.
  new Function('document', 'location', 'localStorage', FIRST_FRAME_SCRIPT)(
    window.document,
    window.location,
    storage ?? window.localStorage,
  );
  return window.document;
}

const frameClasses = (document: ReturnType<typeof runAt>) =>
  document.getElementById(FIRST_FRAME_IDS.frame)?.className;

/** The frame's page part, the script run at `path`. */
function frameAt(path: string) {
  const document = runAt(path);
  return {
    hidden: (document.getElementById(FIRST_FRAME_IDS.page) as { hidden?: boolean } | null)?.hidden,
    crumb: document.getElementById(FIRST_FRAME_IDS.crumb)?.textContent,
    heading: document.getElementById(FIRST_FRAME_IDS.heading)?.textContent,
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

  it('is drawn in the light theme when that is the trader’s saved choice, else dark', () => {
    const saved = (mode: string) => JSON.stringify({ state: { mode }, version: 0 });
    expect(frameClasses(runAt('/alpha-feed-dex', saved('light')))).toBe(
      `first-frame ${FIRST_FRAME_LIGHT_CLASS}`,
    );
    expect(frameClasses(runAt('/', saved('light')))).toBe(`first-frame ${FIRST_FRAME_LIGHT_CLASS}`);
    for (const other of [saved('dark'), '{not json', '"light"', 'null']) {
      expect(frameClasses(runAt('/alpha-feed-dex', other)), other).toBe('first-frame');
    }
    expect(frameClasses(runAt('/alpha-feed-dex'))).toBe('first-frame');
  });

  it('still names the page when the browser refuses the storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    const document = runAt('/top-accumulations', undefined, refusing);
    expect(frameClasses(document)).toBe('first-frame');
    expect(document.getElementById(FIRST_FRAME_IDS.heading)?.textContent).toBe('Top Accumulations');
  });

  it('is allowed by the policy through its own hash', () => {
    const hash = createHash('sha256').update(FIRST_FRAME_SCRIPT).digest('base64');
    expect(FIRST_FRAME_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
    expect(FIRST_FRAME_SCRIPT).not.toContain('</');
  });
});

describe('a start-up script that fails to load', () => {
  it('is taken out of the page, so the loader asks for it again instead of waiting on it', () => {
    const document = runAt('/top-accumulations');
    const head = document.head;
    head.innerHTML =
      '<script defer src="/startup.1a2b3c4d.js"></script><script defer src="/loaded.1a2b3c4d.js"></script><script src="/chunk.1a2b3c4d.js"></script>';
    const [failed, loaded, chunk] = [...head.querySelectorAll('script')];
    const { Event } = new Window();
    failed?.dispatchEvent(new Event('error'));
    chunk?.dispatchEvent(new Event('error'));
    const left = [...head.querySelectorAll('script')];
    expect(left).not.toContain(failed);
    // One that loaded, and the loader's own (not deferred), are the loader's business.
    expect(left).toEqual([loaded, chunk]);
  });
});
