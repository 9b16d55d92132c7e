/**
 * The installable app's service worker (/sw.js, vite.config.ts `installableApp`), registered with
 * the browser's own API: workbox-window would do the same in 2.2 KB more of the first page's code
 * (docs/contract.md §10). A new version's worker waits (Workbox's `prompt` mode) until the member agrees:
 * `onUpdate` gets the function that switches to it, which tells the waiting worker to take over
 * (SKIP_WAITING, which Workbox's worker listens for) and reloads once it controls the page.
 */
export function registerServiceWorker(onUpdate: (activate: () => void) => void): void {
  const { serviceWorker } = navigator;
  const offer = (registration: ServiceWorkerRegistration) => {
    const waiting = registration.waiting;
    // No controller yet: this is the first install, nothing older to replace.
    if (!waiting || !serviceWorker.controller) return;
    onUpdate(() => {
      serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      offer(registration);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') offer(registration);
        });
      });
    })
    .catch(() => {
      // No worker (private mode, an old browser): the app works as a website.
    });
}
