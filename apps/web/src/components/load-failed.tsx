import { Button, Stack, Text } from '@mantine/core';
import { translateText, useTranslation } from '../i18n/i18n';
import { ErrorAlert } from './error-alert';

type LoadFailedProps = {
  /** What could not be loaded, e.g. 'Your requests could not be loaded'. */
  title?: string;
  /** Why (the server's message, or the spec's words). */
  message: string;
  onRetry: () => void;
};

/**
 * A list or record that could not be loaded: what, why, and a way to ask again. A title or message
 * of @sevak/shared shows in the member's language.
 */
export function LoadFailed({ title, message, onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <ErrorAlert title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{translateText(message)}</Text>
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          {t('loadFailed.tryAgain')}
        </Button>
      </Stack>
    </ErrorAlert>
  );
}
