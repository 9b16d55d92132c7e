import { TextInput, VisuallyHidden } from '@mantine/core';
import { resolveTicketSchema, supportMessages, type AdminTicket } from '@sevak/shared';
import { showServerErrors, useAppForm } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useResolveTicket } from '../api/admin-tickets';
import { ticketErrorMessage } from '../../utils/ticket-errors';

type RowTicket = Pick<AdminTicket, '_id' | 'issue'>;

/**
 * A Pending row's resolution message and 'Mark as Resolved' (docs/product-spec.md §4: Pending → Resolved with a
 * message). The input and the button sit in different cells, so the row holds this form; its name
 * keeps each row's input apart (focus on error).
 */
export function useResolveTicketForm(ticket: RowTicket) {
  const resolve = useResolveTicket();
  const form = useAppForm({
    name: `resolution-${ticket._id}`,
    schema: resolveTicketSchema,
    initialValues: { status: 'Resolved' as const, resolutionMessage: '' },
  });

  // Called by the button and by Enter (no <form>: the row's cells are apart), so no event.
  const send = form.onSubmit(({ resolutionMessage }) =>
    resolve.mutate(
      { id: ticket._id, resolutionMessage },
      {
        onSuccess: (answer) => notifySuccess(answer.message),
        onError: (failure) => {
          if (!showServerErrors(form, failure)) notifyError(ticketErrorMessage(failure, supportMessages.updateFailed));
        },
      },
    ),
  );

  return { input: form.getInputProps('resolutionMessage'), submit: () => send(), busy: resolve.isPending };
}

type ResolutionInputProps = {
  ticket: RowTicket;
  form: Pick<ReturnType<typeof useResolveTicketForm>, 'input' | 'submit'>;
};

/** The resolution message box; Enter marks the ticket resolved, like the row's button. */
export function ResolutionInput({ ticket, form }: ResolutionInputProps) {
  return (
    <TextInput
      // The visible label is short; the name a screen reader (and a test) hears names the row.
      label={
        <>
          Resolution message<VisuallyHidden> for {ticket.issue}</VisuallyHidden>
        </>
      }
      size="xs"
      miw={200}
      autoComplete="off"
      {...form.input}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          form.submit();
        }
      }}
    />
  );
}
