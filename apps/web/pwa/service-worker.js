/* global self, caches, fetch, URL, Response, VERSION, PRECACHE, NETWORK_ONLY */
// The app's service worker. The build prepends `const VERSION`, `const PRECACHE` (the built
// index.html, every hashed asset and the public files) and `const NETWORK_ONLY` (the API bases and the
// operator console's; see service-worker-plugin.ts). It keeps the app shell so the app opens offline, and never answers API
// calls from the cache: they are network only. It also shows the customer's pushed notices (DESIGN
// decision 17) and opens the app on the one tapped.
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
  const path = url.pathname;
  if (NETWORK_ONLY.some((base) => path.startsWith(base) || `${path}/` === base)) return;

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

// A pushed notice (apps/api's Web Push sender): `{titulo, texto, url, avisoId}` as JSON. Tagged by
// the notice, so a notice sent twice shows once.
const NOTICE_ICON = '/icons/icon-192.png';

/** An app path on this origin ('/detalhes-fidelidade?id=…'), or the "Avisos" list for anything else. */
function appPath(url) {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return '/avisos';
  const resolved = new URL(url, self.location.origin);
  if (resolved.origin !== self.location.origin) return '/avisos';
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = {};
  }
  const title = typeof notice.titulo === 'string' ? notice.titulo : 'Fidelidade';
  const options = {
    body: typeof notice.texto === 'string' ? notice.texto : '',
    icon: NOTICE_ICON,
    lang: 'pt-BR',
    data: { url: appPath(notice.url) },
  };
  if (typeof notice.avisoId === 'string') options.tag = notice.avisoId;
  event.waitUntil(self.registration.showNotification(title, options));
});

// A tapped notice: an open window of the app goes to its path, or a new one opens there.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = appPath(event.notification.data && event.notification.data.url);
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(target);
      // navigate() only works on a window this worker controls; otherwise a new one opens.
      return open
        .focus()
        .then((focused) => (focused ?? open).navigate(target))
        .catch(() => self.clients.openWindow(target));
    }),
  );
});
