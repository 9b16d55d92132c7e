import { lazyPage } from '../../lib/lazy-page';

/**
 * Shell pieces that need Mantine's overlay machinery (Drawer, Menu: focus traps, scroll lock,
 * floating positioning). They load when first needed, keeping the first page lean (DESIGN §10).
 */
export const LazySideDrawer = lazyPage(() => import('./side-drawer').then((m) => m.SideDrawer));
export const LazyUserMenu = lazyPage(() => import('./user-menu').then((m) => m.UserMenu));
