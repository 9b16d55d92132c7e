import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { ErrorAlert } from './error-alert';
import { errorMessage } from '../lib/api';
import { showServerErrors, useAppForm } from '../lib/form';

/** The reason box and buttons; each screen names them in its own words (a member's in their language). */
type ReasonWords = {
  /** The reason's label; 'Reason' by default. */
  reasonLabel?: string;
  /** Under the label: who reads the reason; 'The member sees this reason.' by default. */
  reasonDescription?: string;
  /** The button that closes without sending; 'Cancel' by default. */
  cancelLabel?: string;
  /** Marks the reason required with an asterisk (a member's form; the admin's dialogs say it in their title). */
  withAsterisk?: boolean;
};

type ReasonDialogProps = ReasonWords & {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What is rejected (who, how much), above the reason. */
  children?: ReactNode;
  /** The shared schema of the reason (its messages show under the field). Keep it stable. */
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  /** The longest reason the schema takes (the box stops there). */
  maxLength?: number;
  submitLabel: string;
  /**
   * Sends the reason. Resolves when done (the caller closes the dialog); a rejection shows its
   * field errors under the field, or its message in the dialog (said once, never also as a toast).
   */
  onSubmit: (reason: string) => Promise<void>;
  busy: boolean;
  /** Inside a Modal.Stack (asked from another dialog): its id there, so focus and Escape stay with the question. */
  stackId?: string;
};

function ReasonForm({
  schema,
  maxLength = 300,
  submitLabel,
  onSubmit,
  onClose,
  busy,
  children,
  reasonLabel = 'Reason',
  reasonDescription = 'The member sees this reason.',
  cancelLabel = 'Cancel',
  withAsterisk = false,
}: Omit<ReasonDialogProps, 'opened' | 'title' | 'stackId'>) {
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
          label={reasonLabel}
          description={reasonDescription}
          withAsterisk={withAsterisk}
          autosize
          minRows={2}
          maxLength={maxLength}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <ErrorAlert>{problem}</ErrorAlert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" color="red" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The one way to refuse something with a required reason (an e-KYC, a withdrawal, an investment, new
 * Aadhaar images, a work request): the reason is sent, and the other side is told it.
 */
export function ReasonDialog({ opened, onClose, title, stackId, ...form }: ReasonDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={form.busy ? () => undefined : onClose}
      title={title}
      centered
      {...(stackId ? { stackId } : {})}
    >
      {/* Inside the Modal: a new form, empty, each time it opens. */}
      <ReasonForm onClose={onClose} {...form} />
    </Modal>
  );
}
