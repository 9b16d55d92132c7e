import { Button, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';

/** A list or record that could not be loaded: the spec's words and a way to ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorAlert>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </ErrorAlert>
  );
}
