import { Button, Loader } from '@mantine/core';

/**
 * A form's submit button that says what it is doing while busy ('Registering...'), with a
 * spinner beside the words (Mantine's `loading` would hide them).
 */
export function BusyButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" disabled={busy} leftSection={busy ? <Loader size={14} color="currentColor" /> : undefined}>
      {busy ? busyLabel : label}
    </Button>
  );
}
