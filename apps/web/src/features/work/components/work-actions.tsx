import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { workMessages, workStatusUpdateSchema, type WorkBox, type WorkRequest, type WorkStatusUpdate } from '@sevak/shared';
import { useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError, errorMessage } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateWorkStatus } from '../api/work-requests';

type Dialog = 'decline' | 'complete' | 'cancel' | null;

type DeclineFormProps = {
  busy: boolean;
  onClose: () => void;
  /** Sends the reason; calls back with the server's complaint about it, if any. */
  onDecline: (reason: string, onReasonError: (message: string) => void) => void;
};

/** The reason a provider gives for saying no (required: the seeker is told it). */
function DeclineForm({ busy, onClose, onDecline }: DeclineFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = workStatusUpdateSchema.safeParse({ status: 'declined', reason });
    if (!checked.success || checked.data.status !== 'declined') {
      setError(checked.error?.issues[0]?.message ?? workMessages.declineReasonRequired);
      input.current?.focus();
      return;
    }
    setError(null);
    onDecline(checked.data.reason, setError);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea
          ref={input}
          label="Reason for declining"
          description="The seeker will see this."
          withAsterisk
          autosize
          minRows={3}
          maxLength={500}
          data-autofocus
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            if (error) setError(null);
          }}
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

  const send = (change: WorkStatusUpdate, onReasonError?: (message: string) => void) =>
    update.mutate(
      { id: request._id, update: change },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          close();
          onDone();
        },
        onError: (error) => {
          const underReason = error instanceof ApiError ? error.errors.find((item) => item.path === 'reason') : undefined;
          if (underReason && onReasonError) onReasonError(underReason.msg);
          else notifyError(errorMessage(error));
        },
      },
    );

  if (box === 'received' && request.status === 'sent') {
    return (
      <>
        <Group gap="sm">
          <Button onClick={() => send({ status: 'accepted' })} loading={busyWith === 'accepted'} disabled={update.isPending}>
            Accept
          </Button>
          <Button variant="default" onClick={() => setDialog('decline')} disabled={update.isPending}>
            Decline
          </Button>
        </Group>
        <Modal opened={dialog === 'decline'} onClose={close} title={`Decline: ${request.category}`} centered>
          <DeclineForm
            busy={busyWith === 'declined'}
            onClose={close}
            onDecline={(reason, onReasonError) => send({ status: 'declined', reason }, onReasonError)}
          />
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
