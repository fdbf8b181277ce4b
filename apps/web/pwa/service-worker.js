/* global self, caches, fetch, URL, Response, VERSION, PRECACHE, NETWORK_ONLY */
// The app's service worker. The build prepends `const VERSION`, `const PRECACHE` (the built
// index.html, every hashed asset and the public files) and `const NETWORK_ONLY` (the API bases; see
// service-worker-plugin.ts). It keeps the app shell so the app opens offline, and never answers API
// calls from the cache: they are network only.
const CACHE_PREFIX = 'fidelidade-shell-';
const CACHE = `${CACHE_PREFIX}${VERSION}`;
const SHELL = '/index.html';
// One copy per address: a hashed asset is the same for every request, so the Vary header the server
// sends (Origin, Accept-Encoding) must not make a request from the page miss the copy the install stored.
const MATCH = { cacheName: CACHE, ignoreVary: true };

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

// A new version takes over at once and removes the caches of the versions before it. Until then, a page
// still running the previous build gets all of it from that build's cache; afterwards it finds that
// build's chunks gone and loads the new one (src/app/new-build-reload.ts).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NETWORK_ONLY.some((prefix) => url.pathname.startsWith(prefix))) return;

  // Pages: the network first (a deploy shows at once), the cached shell when there is no connection;
  // the app then routes on the client and shows that it is offline.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(SHELL, MATCH).then((shell) => shell ?? Response.error()),
      ),
    );
    return;
  }

  // Hashed assets and public files: the cache first (their names change with their content).
  event.respondWith(caches.match(request, MATCH).then((cached) => cached ?? fetch(request)));
});
