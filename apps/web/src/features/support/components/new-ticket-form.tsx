import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { newTicketSchema, supportMessages, type NewTicket } from '@sevak/shared';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { ApiError } from '../../../lib/api';
import { issuesToErrors, useFormErrors, type FormErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSubmitTicket } from '../api/member-tickets';
import { ticketErrorMessage } from '../utils/ticket-errors';

const EMPTY: NewTicket = { issue: '', description: '' };

/**
 * Raise an issue (POST /support/addIssue): both fields required (shared `newTicketSchema`), errors
 * under the fields. Success toasts the server's message and `onSubmitted` runs; the page then shows
 * the new ticket in place of this form.
 */
export function NewTicketForm({ onSubmitted }: { onSubmitted: () => void }) {
  const submitTicket = useSubmitTicket();
  const { form, errors, setErrors, showErrors } = useFormErrors();
  const [values, setValues] = useState<NewTicket>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const checked = newTicketSchema.safeParse(values);
    if (!checked.success) {
      showErrors(issuesToErrors(checked.error.issues));
      return;
    }
    setErrors({});
    submitTicket.mutate(checked.data, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onSubmitted();
      },
      onError: (error) => {
        const fieldErrors: FormErrors = {};
        if (error instanceof ApiError) {
          for (const item of error.errors) if (item.path in EMPTY) fieldErrors[item.path] ??= item.msg;
        }
        if (Object.keys(fieldErrors).length > 0) {
          showErrors(fieldErrors);
          return;
        }
        const message = ticketErrorMessage(error, supportMessages.submitFailed);
        notifyError(message);
        setProblem(message);
      },
    });
  };

  const field = (key: keyof NewTicket) => ({
    name: key,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [key]: value }));
      if (errors[key]) setErrors((current) => ({ ...current, [key]: '' }));
    },
    error: errors[key] || undefined,
    // Required (spec §4), said once above the form rather than with an asterisk on each label.
    required: true,
    withAsterisk: false,
  });

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby="support-new-ticket">
      <Stack gap="md">
        <TextInput label="Issue" maxLength={200} autoComplete="off" {...field('issue')} />
        <Textarea label="Description" autosize minRows={4} maxRows={12} maxLength={4000} {...field('description')} />
        <ErrorAlert>{problem}</ErrorAlert>
        <Button type="submit" loading={submitTicket.isPending} style={{ alignSelf: 'flex-start' }}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
