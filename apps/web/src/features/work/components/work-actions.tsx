import { Button, Group, Text } from '@mantine/core';
import { workStatusUpdateSchema, type WorkBox, type WorkRequest, type WorkStatusUpdate } from '@sevak/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonDialog } from '../../../components/reason-dialog';
import { errorMessage } from '../../../lib/api';
import { useCategoryLabel } from '../../../lib/categories';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateWorkStatus } from '../api/work-requests';

type Dialog = 'decline' | 'complete' | 'cancel' | null;

/** The reason a provider gives for saying no (required: the seeker is told it); the declined branch of the shared rule. */
const declineReasonSchema = workStatusUpdateSchema.options[1].pick({ reason: true });

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

  const done = (answer: { message: string }) => {
    notifySuccess(answer.message);
    close();
    onDone();
  };
  const send = (change: WorkStatusUpdate) =>
    update.mutate(
      { id: request._id, update: change },
      { onSuccess: done, onError: (error) => notifyError(errorMessage(error)) },
    );
  // A refusal shows in the dialog: under the reason when it is about it.
  const decline = async (reason: string) =>
    done(await update.mutateAsync({ id: request._id, update: { status: 'declined', reason } }));

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
        <ReasonDialog
          opened={dialog === 'decline'}
          onClose={close}
          title={t('actions.declineTitle', { category: label(request.category) })}
          schema={declineReasonSchema}
          maxLength={500}
          reasonLabel={t('actions.reason')}
          reasonDescription={t('actions.reasonHint')}
          withAsterisk
          cancelLabel={t('actions.back')}
          submitLabel={t('actions.declineRequest')}
          onSubmit={decline}
          busy={busyWith === 'declined'}
        />
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
