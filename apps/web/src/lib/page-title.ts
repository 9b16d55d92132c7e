import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from '../i18n/i18n';

/**
 * Sets the tab title: 'Login · Sevak'; the home page passes nothing and gets 'Sevak'. The name is
 * the app's name in the member's language ('लॉग इन · सेवक'); the page passes its title translated.
 */
export function usePageTitle(title?: string): void {
  const { t } = useTranslation();
  const appName = t('appName');
  useDocumentTitle(title ? `${title} · ${appName}` : appName);
}
