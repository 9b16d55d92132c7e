import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../lib/constants';

// The toast container (and its animation library) loads with the first toast, not the first page.
const Notifications = lazy(() => import('./toast-container').then((m) => ({ default: m.Notifications })));

/** Toasts top-right, closing after 3 s (spec §2, DESIGN §12). */
export function ToastHost() {
  const { notifications } = useNotifications();
  // Once a toast has been asked for, the container stays (so later toasts animate in and out).
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={4} />
    </Suspense>
  );
}
