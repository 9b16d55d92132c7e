import { useNotificationStream } from '../api/use-notification-stream';
import { usePushRegistration } from '../api/use-push-registration';

/**
 * Mounted once while someone is signed in (app layout, keyed by the person): the live stream and,
 * when configured, push. Renders nothing.
 */
export function LiveNotifications({ userId }: { userId: string }) {
  useNotificationStream(userId);
  usePushRegistration();
  return null;
}
