// The site's service worker, registered with scope / (by the driver shell, and by the push opt-in on
// any page). Two jobs:
// - The driver app's offline shell: /driver pages are always fetched from the network, since trips and
//   bids must be current; only when the network is gone does a driver page fall back to the offline
//   page kept here. Other pages are left to the browser.
// - Web Push (DESIGN.md §14): the API sends each device its messages already in the device's language
//   ({title, body, url, tag}); the worker shows them, and a tap opens (or focuses) the page they name.
const CACHE = 'pothik-driver-v1';
const OFFLINE_URL = '/driver/offline.html';
const ICON = '/driver/icon-192.png';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([OFFLINE_URL, ICON]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('pothik-driver-') && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const isDriverPage = (url) => url.origin === self.location.origin && /^\/driver(\/|$)/.test(url.pathname);

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate' || !isDriverPage(new URL(event.request.url))) return;
  event.respondWith(fetch(event.request).catch(() => caches.match(OFFLINE_URL)));
});

/** Only a path of this site is opened: a payload cannot send the person elsewhere. */
function sitePath(url) {
  try {
    const parsed = new URL(url, self.location.origin);
    return parsed.origin === self.location.origin ? parsed.pathname + parsed.search : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  if (typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      // A later message about the same trip replaces the earlier one, and still rings.
      renotify: typeof message.tag === 'string',
      icon: ICON,
      badge: ICON,
      data: { url: sitePath(message.url ?? '/') },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = sitePath(event.notification.data?.url ?? '/');
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const target = new URL(path, self.location.origin).href;
      const same = windows.find((w) => w.url === target);
      if (same) return same.focus();
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin && 'navigate' in w);
      if (open) return open.focus().then((w) => (w ?? open).navigate(target));
      return self.clients.openWindow(target);
    }),
  );
});
