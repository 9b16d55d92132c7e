import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api';
import { showServerErrors, useAppForm } from '../../../lib/form';

type ReasonDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What is rejected (who, how much), above the reason. */
  children?: ReactNode;
  /** The shared schema of the reason (its messages show under the field). Keep it stable. */
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  submitLabel: string;
  /**
   * Sends the reason. Resolves when done (the caller closes the dialog); a rejection shows its
   * field errors under the field, or its message in the dialog.
   */
  onSubmit: (reason: string) => Promise<void>;
  busy: boolean;
};

function ReasonForm({
  schema,
  submitLabel,
  onSubmit,
  onClose,
  busy,
  children,
}: Omit<ReasonDialogProps, 'opened' | 'title'>) {
  const form = useAppForm({ schema, initialValues: { reason: '' } });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = form.onSubmit(async ({ reason }) => {
    setProblem(null);
    try {
      await onSubmit(reason);
    } catch (error) {
      if (!showServerErrors(form, error)) setProblem(errorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {children}
        <Textarea
          label="Reason"
          description="The member sees this reason."
          autosize
          minRows={2}
          maxLength={300}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <ErrorAlert>{problem}</ErrorAlert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Reject something with a required reason (an e-KYC, a withdrawal): one dialog for both lists. */
export function ReasonDialog({ opened, onClose, title, ...form }: ReasonDialogProps) {
  return (
    <Modal opened={opened} onClose={form.busy ? () => undefined : onClose} title={title} centered>
      {/* Inside the Modal: a new form, empty, each time it opens. */}
      <ReasonForm onClose={onClose} {...form} />
    </Modal>
  );
}
