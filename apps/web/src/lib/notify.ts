import { notifications } from '@mantine/notifications';
import { i18n, translateText } from '../i18n/i18n';
import { TOAST_AUTO_CLOSE_MS } from './constants';

/**
 * Product toasts (3 s; where they show: app/toast-host.tsx). One place so every screen looks and times the same. A toast's id
 * is its text: the same words while they are on screen show once (a page's own success message
 * and the live notification of the same event, e.g. a fee paid). A text of @sevak/shared (a
 * server's answer, the spec's words) shows in the member's language.
 */
const idOf = (message: string) => `toast-${message}`;

/** The toast's × (theme.ts names it in English; here in the member's language). */
const closeButtonProps = () => ({ 'aria-label': i18n.t('closeButtons.notification') });

type ToastOptions = {
  /** A bold first line above the message. */
  title?: string;
  /** How long it stays, in ms (live notifications: 5 s, docs/contract.md §12). */
  autoClose?: number;
};

export function notifySuccess(text: string): void {
  const message = translateText(text);
  notifications.show({
    id: idOf(message),
    message,
    color: 'teal',
    autoClose: TOAST_AUTO_CLOSE_MS,
    closeButtonProps: closeButtonProps(),
  });
}

export function notifyError(text: string): void {
  const message = translateText(text);
  notifications.show({
    id: idOf(message),
    message,
    color: 'red',
    autoClose: TOAST_AUTO_CLOSE_MS,
    closeButtonProps: closeButtonProps(),
  });
}

export function notifyInfo(text: string, { title, autoClose = TOAST_AUTO_CLOSE_MS }: ToastOptions = {}): void {
  const message = translateText(text);
  notifications.show({ id: idOf(message), title, message, autoClose, closeButtonProps: closeButtonProps() });
}
