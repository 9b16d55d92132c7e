import { useTranslation } from '../../../i18n/i18n';
import { useNotificationStream } from '../api/use-notification-stream';
import { usePushRegistration } from '../api/use-push-registration';

/**
 * Mounted once while someone is signed in (app layout, keyed by the person): the live stream and,
 * when configured, push. Renders nothing. Its toasts speak the member's language (notification-text):
 * the words of this feature are loaded before the stream opens.
 */
export function LiveNotifications({ userId }: { userId: string }) {
  useTranslation('notifications');
  useNotificationStream(userId);
  usePushRegistration();
  return null;
}
