import { lazy, type ComponentType } from 'react';

/**
 * React.lazy with a `preload()` so the start loader can fetch the first page's chunk while it is
 * on screen. A failed load is forgotten, so the next render (or a retry) tries again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
export function lazyPage<P extends Record<string, any>>(
  load: () => Promise<ComponentType<P>>,
) {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(preload), { preload });
}

export type LazyPage = ReturnType<typeof lazyPage>;
