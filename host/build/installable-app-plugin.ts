import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';

const NAME = 'FlowscopeInstallableAppPlugin';
const PUBLIC_DIR = join(import.meta.dirname, '..', 'public');
const SERVICE_WORKER_SOURCE = join(import.meta.dirname, '..', 'service-worker', 'sw.js');

const SERVICE_WORKER_FILE = 'sw.js';
const WEB_APP_MANIFEST = 'manifest.json';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The same-origin files a page names (`src`/`href` starting with one `/`, quoted or not). */
export function filesNamedBy(html: string): string[] {
  const names = [...html.matchAll(/\s(?:src|href)="?(\/(?!\/)[^"\s>]+)/g)].map((match) => match[1]);
  return [...new Set(names.filter((name): name is string => name !== undefined))];
}

/** The service worker: the precache list and its version, then the hand-kept worker. */
export function serviceWorkerSource(precache: readonly string[], version: string): string {
  return [
    `const PRECACHE = ${JSON.stringify(precache)};`,
    `const SHELL_VERSION = ${JSON.stringify(version)};`,
    readFileSync(SERVICE_WORKER_SOURCE, 'utf8'),
  ].join('\n');
}

/**
 * Makes the host installable and able to open offline: copies public/ (the web app manifest
 * and its icons) into the build, links the manifest from the page, and writes /sw.js with
 * the shell to precache (index.html and every file it names), versioned by their contents.
 */
export class InstallableAppPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'manifest',
            href: `/${WEB_APP_MANIFEST}`,
          }),
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'apple-touch-icon',
            href: '/icons/icon-192.png',
          }),
        );
        return data;
      });

      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of filesUnder(PUBLIC_DIR)) {
            const name = relative(PUBLIC_DIR, file).split('\\').join('/');
            compilation.emitAsset(name, new webpack.sources.RawSource(readFileSync(file)));
          }
        },
      );

      // After the page is written (html-webpack-plugin and the start-up preloads).
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) return;
          const named = filesNamedBy(page.source.source().toString());
          const precache = ['/index.html', ...named.filter((name) => name !== '/index.html')];
          const hash = createHash('sha256');
          for (const name of precache) {
            const asset = compilation.getAsset(name.slice(1));
            hash.update(name).update(asset ? asset.source.buffer() : '');
          }
          const version = hash.digest('hex').slice(0, 16);
          compilation.emitAsset(
            SERVICE_WORKER_FILE,
            new webpack.sources.RawSource(serviceWorkerSource(precache, version)),
          );
        },
      );
    });
  }
}
