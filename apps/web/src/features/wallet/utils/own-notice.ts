import { translateText } from '../../../i18n/i18n';
import { notifyInfo } from '../../../lib/notify';

/**
 * The toast of a member's own withdrawal step (requested, cancelled), in the words of the live
 * notification the server sends of the same step. A toast's id is its text (lib/notify.ts), so the
 * member sees one toast, whichever of the two arrives first, and one even if the live stream is down.
 */
export function notifyOwnNotice(notice: { title: string; body: string }): void {
  notifyInfo(notice.body, { title: translateText(notice.title) });
}
