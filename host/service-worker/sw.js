/* global self, caches, fetch, URL, Request, PRECACHE, SHELL_VERSION */
// Flowscope's service worker, kept by hand: its rules are few (below) and a library such as
// Workbox would be a new dependency of every build for them. The build prepends PRECACHE (the
// host shell: index.html and the files its start-up loads) and SHELL_VERSION (their hash).
//
// - The shell (index.html, main.js): network first, the precached copy when offline.
// - runtime-config.json, mf-manifest.json, route-manifest.json, remoteEntry.js,
//   screen-chunks.json: network first, cached only as an offline fallback, so a switched remote
//   version is taken on the next load.
// - Content-hashed files of the host and the remotes: cached as they are used, served from the
//   cache (they never change).
// - API answers: network first, the last answer to the same call when offline (the stream and
//   sign-in calls are never cached, nor the alert calls that change something: a rule saved
//   offline must not seem saved, and a webhook's signing secret must never be kept).
// - Alert notifications (shown by the page through this registration): a click opens the
//   alert's page on this origin, in the tab already open when there is one; never elsewhere.

const SHELL_CACHE = `flowscope-shell-${SHELL_VERSION}`;
const FILES_CACHE = 'flowscope-files-v1';
const DATA_CACHE = 'flowscope-data-v1';
const SHELL_PAGE = '/index.html';

const HASHED_FILE = /\.[0-9a-f]{8,}\.(?:js|css|mjs)$/;
const MOVING_POINTERS =
  /\/(?:runtime-config\.json|mf-manifest\.json|route-manifest\.json|remoteEntry\.js|screen-chunks\.json)$/;
const NEVER_CACHED_API = /^\/api\/(?:stream|auth\/|oauth2?\/|__test\/)/;
/** The trader's alert calls: only their reads (GET) have an answer worth keeping. */
const ALERT_API = /^\/api\/alerts(?:\/|$)/;
const NOTIFICATION_CLICK_MESSAGE = 'flowscope:notification-click';
/** The address parameter naming the alert a new window was opened for (the page reads it). */
const READ_ALERT_PARAM = 'readAlert';

/** How a request is answered: 'shell-page', 'network-first', 'cache-first', 'data' or null. */
function strategyOf(request, scopeOrigin) {
  const url = new URL(request.url);
  const sameOrigin = url.origin === scopeOrigin;
  if (request.mode === 'navigate') return 'shell-page';
  if (sameOrigin && url.pathname.startsWith('/api/')) {
    if (NEVER_CACHED_API.test(url.pathname)) return null;
    if (ALERT_API.test(url.pathname) && request.method !== 'GET') return null;
    return 'data';
  }
  if (request.method !== 'GET') return null;
  if (MOVING_POINTERS.test(url.pathname)) return 'network-first';
  if (HASHED_FILE.test(url.pathname)) return 'cache-first';
  if (sameOrigin) return 'network-first';
  return null;
}

/** The cache key of an API call: its path and body, without the parts that change each time. */
async function dataKeyOf(request) {
  const url = new URL(request.url);
  url.searchParams.delete('_t');
  let body = '';
  if (request.method !== 'GET') {
    try {
      const parsed = JSON.parse(await request.clone().text());
      // Windows are computed from 'now' on every load: the same screen asks the same call.
      const kept = Object.keys(parsed)
        .filter((key) => !/datetime$/.test(key))
        .sort()
        .map((key) => [key, parsed[key]]);
      body = JSON.stringify(kept);
    } catch {
      body = '';
    }
  }
  url.searchParams.set('__call', `${request.method} ${body}`);
  return new Request(url.href, { method: 'GET' });
}

async function networkFirst(request, cacheName, key = request) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    // The servers vary on Origin (CORS): a kept answer stands in whoever asked for it.
    const cached = await cache.match(key, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  // The shell's own hashed files sit in the precache, the rest in the files cache.
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(FILES_CACHE)).put(request, response.clone());
  return response;
}

async function shellPage(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function answer(request, strategy) {
  switch (strategy) {
    case 'shell-page':
      return shellPage(request);
    case 'cache-first':
      return cacheFirst(request);
    case 'data':
      return networkFirst(request.clone(), DATA_CACHE, await dataKeyOf(request));
    default: {
      const precached = PRECACHE.includes(new URL(request.url).pathname);
      return networkFirst(request, precached ? SHELL_CACHE : FILES_CACHE);
    }
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('flowscope-shell-') && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const strategy = strategyOf(event.request, self.location.origin);
  if (strategy === null) return;
  event.respondWith(answer(event.request, strategy));
});

/**
 * Where a notification's click leads: its data's path on this origin, or the home page for
 * anything else (another site, a protocol-relative or malformed address).
 */
function alertPagePath(rawUrl, scopeOrigin) {
  if (typeof rawUrl !== 'string' || !rawUrl.startsWith('/')) return '/';
  try {
    const url = new URL(rawUrl, scopeOrigin);
    return url.origin === scopeOrigin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/**
 * Opens an alert's page: a tab of the app already open is focused and told (it navigates
 * without a reload and marks the alert read), else a new window opens on the path with the
 * alert named in its address.
 */
async function openAlertPage(path, alertId) {
  const origin = self.location.origin;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const ours = windows.filter((client) => new URL(client.url).origin === origin);
  const client =
    ours.find((candidate) => candidate.focused) ??
    ours.find((candidate) => candidate.visibilityState === 'visible') ??
    ours[0];
  if (client) {
    client.postMessage({ type: NOTIFICATION_CLICK_MESSAGE, url: path, alertId });
    await client.focus();
    return;
  }
  // No tab to tell: the new one reads which alert was opened from its address, and marks it read.
  const url = new URL(path, origin);
  if (alertId !== null) url.searchParams.set(READ_ALERT_PARAM, String(alertId));
  await self.clients.openWindow(url.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data ?? {};
  const path = alertPagePath(data.url, self.location.origin);
  const alertId = Number.isInteger(data.alertId) && data.alertId > 0 ? data.alertId : null;
  event.waitUntil(openAlertPage(path, alertId));
});

// For the unit test, which runs this file in a sandbox.
self.flowscopeServiceWorker = { strategyOf, dataKeyOf, alertPagePath };
