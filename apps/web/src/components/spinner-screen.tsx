import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../i18n/i18n';

/** Shown while a lazily loaded page (or any page-sized wait) is on its way. */
export function SpinnerScreen({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="40vh" role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{label ?? t('spinner.loading')}</VisuallyHidden>
    </Center>
  );
}
