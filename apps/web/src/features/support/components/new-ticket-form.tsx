import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { newTicketSchema } from '@sevak/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { ErrorAlert } from '../../../components/error-alert';
import { useAppForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useSubmitTicket } from '../api/member-tickets';
import { showTicketError } from '../utils/ticket-errors';

// Required (docs/product-spec.md §4), said once above the form rather than with an asterisk on each label.
const REQUIRED = { required: true, withAsterisk: false } as const;

/**
 * Raise an issue (POST /support/addIssue): both fields required (shared `newTicketSchema`), errors
 * under the fields. Success toasts the server's message and `onSubmitted` runs; the page then shows
 * the new ticket in place of this form.
 */
export function NewTicketForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation('support');
  const submitTicket = useSubmitTicket();
  const form = useAppForm({ schema: newTicketSchema, initialValues: { issue: '', description: '' } });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit((ticket) => {
    setProblem(null);
    submitTicket.mutate(ticket, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onSubmitted();
      },
      onError: (error) => showTicketError(form, error, setProblem),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="support-new-ticket">
      <Stack gap="md">
        <TextInput
          label={t('fields.issue')}
          maxLength={200}
          autoComplete="off"
          {...REQUIRED}
          {...form.getInputProps('issue')}
        />
        <Textarea
          label={t('fields.description')}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={4000}
          {...REQUIRED}
          {...form.getInputProps('description')}
        />
        <ErrorAlert>{problem}</ErrorAlert>
        <Button type="submit" loading={submitTicket.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('newTicket.submit')}
        </Button>
      </Stack>
    </form>
  );
}
