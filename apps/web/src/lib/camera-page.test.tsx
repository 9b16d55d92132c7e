// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withCameraPages } from './camera-page';

/**
 * A camera page (CAMERA_PAGES) reached inside a document whose Permissions-Policy forbids the
 * camera is loaded again as a document of its own, once; elsewhere it opens at once.
 */
let allowed = true;
const reload = vi.fn();

beforeEach(() => {
  allowed = true;
  reload.mockClear();
  sessionStorage.clear();
  Object.defineProperty(document, 'featurePolicy', {
    configurable: true,
    value: { allowsFeature: (feature: string) => feature !== 'camera' || allowed },
  });
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (document as { featurePolicy?: unknown }).featurePolicy;
});

const table: RouteObject[] = [
  {
    path: '/',
    children: [
      { path: '/ekyc', lazy: async () => ({ Component: () => <h1>e-KYC form</h1> }) },
      { path: '/wallete', lazy: async () => ({ Component: () => <h1>Wallet</h1> }) },
    ],
  },
];
const open = (url: string) =>
  render(<RouterProvider router={createMemoryRouter(withCameraPages(table), { initialEntries: [url] })} />);

describe('camera pages', () => {
  it('open at once where the document allows the camera', async () => {
    open('/ekyc');
    expect(await screen.findByRole('heading', { name: 'e-KYC form' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('are loaded as a document of their own where it does not, once: the second time they open as they are', async () => {
    allowed = false;
    open('/ekyc');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'e-KYC form' })).toBeNull();
    // The reloaded document still forbids it (a server without the header): the page opens, no loop.
    open('/ekyc');
    expect(await screen.findByRole('heading', { name: 'e-KYC form' })).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('other pages never reload', async () => {
    allowed = false;
    open('/wallete');
    expect(await screen.findByRole('heading', { name: 'Wallet' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
