import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { workStatusUpdateSchema, type WorkBox, type WorkRequest, type WorkStatusUpdate } from '@sevak/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api';
import { showServerErrors, useAppForm } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateWorkStatus } from '../api/work-requests';

type Dialog = 'decline' | 'complete' | 'cancel' | null;

type DeclineFormProps = {
  busy: boolean;
  onClose: () => void;
  /** Sends the update; `onRefused` puts the server's complaint under the reason (false: none). */
  onDecline: (update: WorkStatusUpdate, onRefused: (error: unknown) => boolean) => void;
};

/** The reason a provider gives for saying no (required: the seeker is told it). */
function DeclineForm({ busy, onClose, onDecline }: DeclineFormProps) {
  const form = useAppForm({ schema: workStatusUpdateSchema, initialValues: { status: 'declined', reason: '' } });
  const submit = form.onSubmit((update) => onDecline(update, (error) => showServerErrors(form, error)));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea
          label="Reason for declining"
          description="The seeker will see this."
          withAsterisk
          autosize
          minRows={3}
          maxLength={500}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Back
          </Button>
          <Button type="submit" color="red" loading={busy}>
            Decline request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * What the person looking may do with a request now: the provider accepts or declines a new one
 * and completes an accepted one; the seeker cancels one not yet answered.
 */
export function WorkActions({ request, box, onDone }: { request: WorkRequest; box: WorkBox; onDone: () => void }) {
  const update = useUpdateWorkStatus(box);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const busyWith = update.isPending ? update.variables.update.status : null;

  const send = (change: WorkStatusUpdate, onRefused?: (error: unknown) => boolean) =>
    update.mutate(
      { id: request._id, update: change },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          close();
          onDone();
        },
        onError: (error) => {
          if (!onRefused?.(error)) notifyError(errorMessage(error));
        },
      },
    );

  if (box === 'received' && request.status === 'sent') {
    return (
      <>
        <Group gap="sm">
          <Button
            onClick={() => send({ status: 'accepted' })}
            loading={busyWith === 'accepted'}
            disabled={update.isPending}
          >
            Accept
          </Button>
          <Button variant="default" onClick={() => setDialog('decline')} disabled={update.isPending}>
            Decline
          </Button>
        </Group>
        <Modal opened={dialog === 'decline'} onClose={close} title={`Decline: ${request.category}`} centered>
          <DeclineForm busy={busyWith === 'declined'} onClose={close} onDecline={send} />
        </Modal>
      </>
    );
  }

  if (box === 'received' && request.status === 'accepted') {
    return (
      <>
        <Group gap="sm">
          <Button onClick={() => setDialog('complete')}>Mark completed</Button>
        </Group>
        <ConfirmDialog
          opened={dialog === 'complete'}
          onClose={close}
          title="Mark this request completed?"
          onConfirm={() => send({ status: 'completed' })}
          busy={update.isPending}
          confirmLabel="Mark completed"
        >
          <Text>The seeker will be asked to review your work.</Text>
        </ConfirmDialog>
      </>
    );
  }

  if (box === 'sent' && request.status === 'sent') {
    return (
      <>
        <Group gap="sm">
          <Button variant="light" color="red" onClick={() => setDialog('cancel')}>
            Cancel request
          </Button>
        </Group>
        <ConfirmDialog
          opened={dialog === 'cancel'}
          onClose={close}
          title="Cancel this request?"
          onConfirm={() => send({ status: 'cancelled' })}
          busy={update.isPending}
        >
          <Text>The provider will be told that you no longer need this work.</Text>
        </ConfirmDialog>
      </>
    );
  }

  return null;
}
