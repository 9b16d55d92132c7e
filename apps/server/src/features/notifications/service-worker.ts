import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_DEFAULTS, type PushConfig } from '@sevak/shared';

/** The Firebase JS SDK release the service worker loads (keep in step with apps/web's `firebase`). */
export const FIREBASE_JS_VERSION = '12.19.0';

/**
 * /firebase-messaging-sw.js (docs/product-spec.md §7 Push): receives push messages while no Sevak tab is open and
 * shows them; a click opens the notification's page. Made from the configured web app settings, so
 * the build needs no Firebase keys. Unconfigured: 404, and the app never registers it.
 */
export function serviceWorkerScript(config: NonNullable<PushConfig>): string {
  const { vapidKey: _vapidKey, ...app } = config;
  const base = `https://www.gstatic.com/firebasejs/${FIREBASE_JS_VERSION}`;
  return `importScripts('${base}/firebase-app-compat.js', '${base}/firebase-messaging-compat.js');
firebase.initializeApp(${JSON.stringify(app)});
firebase.messaging().onBackgroundMessage((payload) => {
  const data = payload.data || {};
  self.registration.showNotification(data.title || ${JSON.stringify(NOTIFICATION_DEFAULTS.title)}, {
    body: data.body || ${JSON.stringify(NOTIFICATION_DEFAULTS.body)},
    data: { link: data.link || '/' },
  });
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(clients.openWindow(event.notification.data.link));
});
`;
}

export function registerServiceWorkerRoute(app: FastifyInstance, config: PushConfig) {
  const script = config ? serviceWorkerScript(config) : null;
  app.get('/firebase-messaging-sw.js', { schema: { hide: true } }, async (_request, reply) => {
    if (!script) return reply.code(404).type('text/plain').send('Push is not configured');
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script);
  });
}
