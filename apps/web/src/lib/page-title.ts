import { useDocumentTitle } from '@mantine/hooks';
import { APP_NAME } from './constants';

/** Sets the tab title: 'Login · Sevak'; the home page passes nothing and gets 'Sevak'. */
export function usePageTitle(title?: string): void {
  useDocumentTitle(title ? `${title} · ${APP_NAME}` : APP_NAME);
}
