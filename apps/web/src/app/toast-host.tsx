import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../lib/constants';
import { useWideScreen } from '../lib/use-wide-screen';

// The toast container (and its animation library) loads with the first toast, not the first page.
const Notifications = lazy(() => import('./toast-container').then((m) => ({ default: m.Notifications })));

/**
 * Toasts closing after 3 s (docs/product-spec.md §2, docs/contract.md §12), never over the top bar's menu and bell
 * (docs/decisions/031): top-right under the top bar from 768 px up (the spec's corner); on a phone at
 * the bottom, above the bottom bar, where they cover neither the header nor a dialog's top
 * (the Aadhaar zoom's buttons). The offsets are in theme.css.
 */
export function ToastHost() {
  const { notifications } = useNotifications();
  const wide = useWideScreen();
  // Once a toast has been asked for, the container stays (so later toasts animate in and out).
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position={wide ? 'top-right' : 'bottom-center'} autoClose={TOAST_AUTO_CLOSE_MS} limit={4} />
    </Suspense>
  );
}
