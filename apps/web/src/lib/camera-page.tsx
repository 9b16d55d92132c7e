import { CAMERA_PAGES } from '@sevak/shared';
import { useLayoutEffect } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The camera is allowed only in the documents of the pages that capture photos (the server's
 * Permissions-Policy, CAMERA_PAGES). A single-page app keeps the document it was opened with, so a
 * member arriving at such a page from another one gets the page as a document of its own: a reload
 * in place, which keeps the navigation state (registration's first step) and asks the server for
 * this page's policy. Once per page and tab: if the camera is still not allowed there (a browser
 * that ignores the policy, a server that does not send it), the page opens as it is — its file
 * pickers work without the camera.
 */
const RELOADED = 'sevak:camera-page';

/** Whether this document may use the camera (the browser's Permissions Policy API; unknown: yes). */
function cameraAllowed(): boolean {
  const doc = document as Document & {
    permissionsPolicy?: { allowsFeature(feature: string): boolean };
    featurePolicy?: { allowsFeature(feature: string): boolean };
  };
  const policy = doc.permissionsPolicy ?? doc.featurePolicy;
  return policy ? policy.allowsFeature('camera') : true;
}

function reloadedFor(): string | null {
  try {
    return sessionStorage.getItem(RELOADED);
  } catch {
    return null;
  }
}

function ReloadForCamera({ path }: { path: string }) {
  useLayoutEffect(() => {
    try {
      sessionStorage.setItem(RELOADED, path);
    } catch {
      // Without storage the page may load once more than needed; never in a loop, as it opens on the second try.
    }
    window.location.reload();
  }, [path]);
  return null;
}

type Lazy = Extract<RouteObject['lazy'], (...args: never[]) => unknown>;

function cameraPage(path: string, load: Lazy): Lazy {
  return async () => {
    if (cameraAllowed() || reloadedFor() === path) {
      try {
        sessionStorage.removeItem(RELOADED);
      } catch {
        // Nothing kept.
      }
      return load();
    }
    return { Component: () => <ReloadForCamera path={path} /> };
  };
}

/** The route table with each camera page (CAMERA_PAGES) loaded as above. */
export function withCameraPages(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children && withCameraPages(route.children);
    const lazy =
      route.path && CAMERA_PAGES.has(route.path) && typeof route.lazy === 'function'
        ? cameraPage(route.path, route.lazy)
        : route.lazy;
    return { ...route, ...(children && { children }), ...(lazy && { lazy }) } as RouteObject;
  });
}
