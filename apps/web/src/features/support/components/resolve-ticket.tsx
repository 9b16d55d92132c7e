import { TextInput, VisuallyHidden } from '@mantine/core';
import { resolveTicketSchema, supportMessages, type AdminTicket } from '@sevak/shared';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useResolveTicket } from '../api/admin-tickets';
import { fieldError, ticketErrorMessage } from '../utils/ticket-errors';

type RowTicket = Pick<AdminTicket, '_id' | 'issue'>;

const inputIdOf = (ticket: RowTicket) => `resolution-${ticket._id}`;
const focusInput = (ticket: RowTicket) => document.getElementById(inputIdOf(ticket))?.focus();

/**
 * A Pending row's resolution message and 'Mark as Resolved' (spec §4: Pending → Resolved with a
 * message). The input and the button sit in different cells, so the row holds this state.
 */
export function useResolveTicketForm(ticket: RowTicket) {
  const resolve = useResolveTicket();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const checked = resolveTicketSchema.safeParse({ status: 'Resolved', resolutionMessage: message });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? supportMessages.resolutionRequired);
      focusInput(ticket);
      return;
    }
    setError(null);
    resolve.mutate(
      { id: ticket._id, resolutionMessage: checked.data.resolutionMessage },
      {
        onSuccess: (answer) => notifySuccess(answer.message),
        onError: (failure) => {
          const underInput = fieldError(failure, 'resolutionMessage');
          if (underInput) {
            setError(underInput);
            focusInput(ticket);
          } else notifyError(ticketErrorMessage(failure, supportMessages.updateFailed));
        },
      },
    );
  };

  const change = (next: string) => {
    setMessage(next);
    if (error) setError(null);
  };

  return { message, change, error, submit, busy: resolve.isPending };
}

type ResolutionInputProps = {
  ticket: RowTicket;
  form: Pick<ReturnType<typeof useResolveTicketForm>, 'message' | 'change' | 'error' | 'submit'>;
};

/** The resolution message box; Enter marks the ticket resolved, like the row's button. */
export function ResolutionInput({ ticket, form }: ResolutionInputProps) {
  return (
    <TextInput
      id={inputIdOf(ticket)}
      // The visible label is short; the name a screen reader (and a test) hears names the row.
      label={
        <>
          Resolution message<VisuallyHidden> for {ticket.issue}</VisuallyHidden>
        </>
      }
      size="xs"
      miw={200}
      value={form.message}
      autoComplete="off"
      error={form.error}
      onChange={(event) => form.change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          form.submit();
        }
      }}
    />
  );
}
