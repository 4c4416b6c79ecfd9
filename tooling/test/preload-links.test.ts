import { describe, expect, it } from 'vitest';
import { linkHeader, remoteHints, startupHints } from '../src/server/preload-links.ts';

const MANIFEST_URL = 'http://localhost:3001/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    {
      path: './screens',
      assets: { js: { sync: ['__federation_expose_screens.1a2b3c4d.js'] } },
    },
  ],
};
const screenChunks = { topAccumulationsCex: ['626.76e7c598.js', '485.db325c3d.js'] };

describe('preload links', () => {
  it('lists the manifest, the entry, the expose and the screen chunk, beside the manifest', () => {
    expect(remoteHints(MANIFEST_URL, manifest, screenChunks, 'topAccumulationsCex')).toEqual([
      { url: MANIFEST_URL, as: 'fetch' },
      { url: 'http://localhost:3001/remoteEntry.js', as: 'script', cors: 'always' },
      {
        url: 'http://localhost:3001/__federation_expose_screens.1a2b3c4d.js',
        as: 'script',
        cors: 'always',
      },
      { url: 'http://localhost:3001/626.76e7c598.js', as: 'script', cors: 'other-origin' },
      { url: 'http://localhost:3001/485.db325c3d.js', as: 'script', cors: 'other-origin' },
    ]);
    // A versioned folder keeps its path; an unread manifest is hinted alone.
    const versioned = 'https://cdn.example.com/remote-cex/1.4.0/mf-manifest.json';
    expect(remoteHints(versioned, manifest, undefined, 'topHoldingsCex').map((h) => h.url)).toEqual(
      [
        versioned,
        'https://cdn.example.com/remote-cex/1.4.0/remoteEntry.js',
        'https://cdn.example.com/remote-cex/1.4.0/__federation_expose_screens.1a2b3c4d.js',
      ],
    );
    expect(remoteHints(versioned, undefined, undefined, 'topHoldingsCex')).toEqual([
      { url: versioned, as: 'fetch' },
    ]);
  });

  it('writes a Link header requested in CORS mode, as the page requests them', () => {
    expect(
      linkHeader([
        { url: '/runtime-config.json', as: 'fetch' },
        { url: 'http://localhost:3001/remoteEntry.js', as: 'script', cors: 'always' },
        { url: 'http://localhost:3001/626.76e7c598.js', as: 'script', cors: 'other-origin' },
      ]),
    ).toBe(
      '</runtime-config.json>; rel=preload; as=fetch; crossorigin, ' +
        '<http://localhost:3001/remoteEntry.js>; rel=preload; as=script; crossorigin, ' +
        '<http://localhost:3001/626.76e7c598.js>; rel=preload; as=script; crossorigin',
    );
  });

  it('hints a chunk of the page’s own origin without crossorigin, as webpack then loads it', () => {
    // Webpack's chunk loader sets crossorigin on other origins' scripts only; a hint that
    // differs in CORS mode from the request it stands for is downloaded a second time.
    expect(
      linkHeader([
        { url: '/remote-cex/1.2.0/remoteEntry.js', as: 'script', cors: 'always' },
        { url: '/remote-cex/1.2.0/626.76e7c598.js', as: 'script', cors: 'other-origin' },
        { url: '//cdn.example.com/626.76e7c598.js', as: 'script', cors: 'other-origin' },
      ]),
    ).toBe(
      '</remote-cex/1.2.0/remoteEntry.js>; rel=preload; as=script; crossorigin, ' +
        '</remote-cex/1.2.0/626.76e7c598.js>; rel=preload; as=script, ' +
        '<//cdn.example.com/626.76e7c598.js>; rel=preload; as=script; crossorigin',
    );
  });

  it('announces on every page the runtime config and then each route manifest, fetched in CORS mode', () => {
    expect(
      linkHeader(
        startupHints([
          '/remote-cex/1.0.0/route-manifest.json',
          'http://localhost:3004/route-manifest.json',
        ]),
      ),
    ).toBe(
      [
        '</runtime-config.json>; rel=preload; as=fetch; crossorigin',
        '</remote-cex/1.0.0/route-manifest.json>; rel=preload; as=fetch; crossorigin',
        '<http://localhost:3004/route-manifest.json>; rel=preload; as=fetch; crossorigin',
      ].join(', '),
    );
  });
});
