/**
 * Test setup for apps/web (happy-dom). Wire it as `setupFiles`; the helpers in this folder also
 * import it, so `npx vitest run apps/web --environment happy-dom` works without a config.
 */
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { staticMediaQuery } from './media';

// Mantine reads matchMedia (color scheme, reduced motion) and ResizeObserver (floating UI).
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => staticMediaQuery(query, false),
  });
}

if (typeof globalThis.ResizeObserver !== 'function') {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
}

// Mantine's autosizing Textarea listens for web fonts loading; happy-dom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}

// happy-dom decodes no images (its createImageBitmap takes any blob): this decoder knows a picture
// by its first bytes (JPEG, PNG, GIF, WebP), as a browser's refuses a PDF or text named '.jpg'.
{
  const PICTURE_STARTS = [
    [0xff, 0xd8, 0xff],
    [0x89, 0x50, 0x4e, 0x47],
    [0x47, 0x49, 0x46],
    [0x52, 0x49, 0x46, 0x46],
  ];
  globalThis.createImageBitmap = (async (source: unknown) => {
    const bytes = source instanceof Blob ? new Uint8Array(await source.slice(0, 4).arrayBuffer()) : null;
    if (!bytes || !PICTURE_STARTS.some((start) => start.every((byte, i) => bytes[i] === byte))) {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    }
    return { width: 1, height: 1, close: () => undefined };
  }) as unknown as typeof createImageBitmap;
}

afterEach(() => {
  cleanup();
  // The toast store outlives the app; a test's toasts must not fill the next test's screen.
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

// Every screen's English words, loaded before any test renders (a page's namespaces otherwise
// load with its route; a component rendered on its own would suspend).
{
  const { changeLanguage, i18nReady, loadNamespaces } = await import('../i18n/i18n');
  await i18nReady;
  const namespaces = Object.keys(import.meta.glob('../i18n/locales/en/*.json')).map((file) =>
    file.replace(/^.*\/(.+)\.json$/, '$1'),
  );
  await changeLanguage('en');
  await loadNamespaces(namespaces);
}
