import { lazy } from 'react';

/**
 * Shell pieces that need Mantine's overlay machinery (Drawer, Menu: focus traps, scroll lock,
 * floating positioning). They load when first needed, keeping the first page lean (docs/contract.md §10).
 */
const loadSideDrawer = () => import('./side-drawer');
export const LazySideDrawer = lazy(() => loadSideDrawer().then((m) => ({ default: m.SideDrawer })));
/** Fetch the drawer's code on intent (pointer or focus on the menu button); the module is cached. */
export const preloadSideDrawer = () => void loadSideDrawer().catch(() => undefined);
export const LazyUserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
/**
 * The footer's operator lines and their request: only once the footer is scrolled into view, so a
 * first page nobody scrolls carries neither (site-footer.tsx).
 */
export const LazyOperatorDetails = lazy(() =>
  import('./operator-details').then((m) => ({ default: m.OperatorDetails })),
);
