import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { workStatusUpdateSchema, type WorkBox, type WorkRequest, type WorkStatusUpdate } from '@sevak/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api';
import { useCategoryLabel } from '../../../lib/categories';
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
  const { t } = useTranslation('work');
  const form = useAppForm({ schema: workStatusUpdateSchema, initialValues: { status: 'declined', reason: '' } });
  const submit = form.onSubmit((update) => onDecline(update, (error) => showServerErrors(form, error)));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea
          label={t('actions.reason')}
          description={t('actions.reasonHint')}
          withAsterisk
          autosize
          minRows={3}
          maxLength={500}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('actions.back')}
          </Button>
          <Button type="submit" color="red" loading={busy}>
            {t('actions.declineRequest')}
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
  const { t } = useTranslation('work');
  const label = useCategoryLabel();
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
            {t('actions.accept')}
          </Button>
          <Button variant="default" onClick={() => setDialog('decline')} disabled={update.isPending}>
            {t('actions.decline')}
          </Button>
        </Group>
        <Modal
          opened={dialog === 'decline'}
          onClose={close}
          title={t('actions.declineTitle', { category: label(request.category) })}
          centered
        >
          <DeclineForm busy={busyWith === 'declined'} onClose={close} onDecline={send} />
        </Modal>
      </>
    );
  }

  if (box === 'received' && request.status === 'accepted') {
    return (
      <>
        <Group gap="sm">
          <Button onClick={() => setDialog('complete')}>{t('actions.markCompleted')}</Button>
        </Group>
        <ConfirmDialog
          opened={dialog === 'complete'}
          onClose={close}
          title={t('actions.completeTitle')}
          onConfirm={() => send({ status: 'completed' })}
          busy={update.isPending}
          confirmLabel={t('actions.markCompleted')}
        >
          <Text>{t('actions.completeText')}</Text>
        </ConfirmDialog>
      </>
    );
  }

  if (box === 'sent' && request.status === 'sent') {
    return (
      <>
        <Group gap="sm">
          <Button variant="light" color="red" onClick={() => setDialog('cancel')}>
            {t('actions.cancelRequest')}
          </Button>
        </Group>
        <ConfirmDialog
          opened={dialog === 'cancel'}
          onClose={close}
          title={t('actions.cancelTitle')}
          onConfirm={() => send({ status: 'cancelled' })}
          busy={update.isPending}
        >
          <Text>{t('actions.cancelText')}</Text>
        </ConfirmDialog>
      </>
    );
  }

  return null;
}
