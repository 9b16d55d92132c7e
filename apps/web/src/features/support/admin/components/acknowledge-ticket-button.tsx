import { Button } from '@mantine/core';
import { supportMessages, type AdminTicket } from '@sevak/shared';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useAcknowledgeTicket } from '../api/admin-tickets';
import { ticketErrorMessage } from '../../utils/ticket-errors';

/**
 * A Pending ticket no admin has acted on: 'Acknowledge' (Rule 4(5): within 48 hours of its
 * opening) tells the member we have it and when we aim to resolve it.
 */
export function AcknowledgeTicketButton({ ticket }: { ticket: Pick<AdminTicket, '_id'> }) {
  const acknowledge = useAcknowledgeTicket();
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={acknowledge.isPending}
      onClick={() =>
        acknowledge.mutate(ticket._id, {
          onSuccess: (answer) => notifySuccess(answer.message),
          onError: (error) => notifyError(ticketErrorMessage(error, supportMessages.updateFailed)),
        })
      }
    >
      Acknowledge
    </Button>
  );
}
