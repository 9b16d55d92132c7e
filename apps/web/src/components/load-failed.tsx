import { Button, Stack, Text } from '@mantine/core';
import { ErrorAlert } from './error-alert';

type LoadFailedProps = {
  /** What could not be loaded, e.g. 'Your requests could not be loaded'. */
  title?: string;
  /** Why (the server's message, or the spec's words). */
  message: string;
  onRetry: () => void;
};

/** A list or record that could not be loaded: what, why, and a way to ask again. */
export function LoadFailed({ title, message, onRetry }: LoadFailedProps) {
  return (
    <ErrorAlert title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </ErrorAlert>
  );
}
