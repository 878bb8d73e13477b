// The staff console's service worker (issue 43 §4): shows an incident alert pushed to this device, and a
// tap opens (or focuses) the console on the incident. Nothing is cached: the console is always fresh.
self.addEventListener('push', (event) => {
  const data = event.data ? event.data.json() : {};
  event.waitUntil(
    self.registration.showNotification(data.title || 'Incident', {
      body: data.body,
      tag: data.tag,
      // A re-alert replaces the last one on the screen and rings again; it stays until someone acts.
      renotify: Boolean(data.tag),
      requireInteraction: true,
      data: { url: data.url || '/admin' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/admin', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname.startsWith('/admin'));
      if (open) return open.navigate(url).then((w) => (w ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
