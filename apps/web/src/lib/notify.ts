import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from './constants';

/**
 * Product toasts (top-right, 3 s). One place so every screen looks and times the same. A toast's id
 * is its text: the same words while they are on screen show once (a page's own success message
 * and the live notification of the same event, e.g. a fee paid).
 */
const idOf = (message: string) => `toast-${message}`;

type ToastOptions = {
  /** A bold first line above the message. */
  title?: string;
  /** How long it stays, in ms (live notifications: 5 s, DESIGN §12). */
  autoClose?: number;
};

export function notifySuccess(message: string): void {
  notifications.show({ id: idOf(message), message, color: 'teal', autoClose: TOAST_AUTO_CLOSE_MS });
}

export function notifyError(message: string): void {
  notifications.show({ id: idOf(message), message, color: 'red', autoClose: TOAST_AUTO_CLOSE_MS });
}

export function notifyInfo(message: string, { title, autoClose = TOAST_AUTO_CLOSE_MS }: ToastOptions = {}): void {
  notifications.show({ id: idOf(message), title, message, autoClose });
}
