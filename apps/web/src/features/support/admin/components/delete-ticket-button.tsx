import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { supportMessages, type AdminTicket } from '@sevak/shared';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDeleteTicket } from '../api/admin-tickets';
import { ticketErrorMessage } from '../../utils/ticket-errors';

/** A resolved ticket's Delete, behind the spec's Yes/No question. */
export function DeleteTicketButton({ ticket }: { ticket: Pick<AdminTicket, '_id' | 'issue'> }) {
  const [opened, dialog] = useDisclosure(false);
  const remove = useDeleteTicket();

  const confirm = () =>
    remove.mutate(ticket._id, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) => notifyError(ticketErrorMessage(error, supportMessages.deleteFailed)),
      // Either way the list is asked again; the toast says what happened.
      onSettled: dialog.close,
    });

  return (
    <>
      <Button size="compact-sm" variant="light" color="red" onClick={dialog.open}>
        Delete
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={dialog.close}
        title={`Delete ticket: ${ticket.issue}`}
        onConfirm={confirm}
        busy={remove.isPending}
      >
        <Text>{supportMessages.deleteConfirm}</Text>
      </ConfirmDialog>
    </>
  );
}
