import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { disputeSchema, formatRupees, type WorkRequest } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useTranslation } from '../../../i18n/i18n';
import { useSlotWords } from '../../../lib/slot-words';
import { bookingQuery } from '../api/bookings';
import { providerNameOf } from '../utils/booking-role';
import { useBookingAction } from '../utils/use-booking-action';
import { CancelBooking } from './booking-cancel';
import { PayBooking } from './booking-pay';
import { RescheduleBooking } from './booking-reschedule';
import { ReviewForm, ReviewView } from './work-review';

/** The 4-digit code, large: the provider asks for it to start the job (the seeker's proof they came). */
function StartCode({ request, code }: { request: WorkRequest; code: string }) {
  const { t } = useTranslation('work');
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="start-code-title"
      bg="var(--mantine-color-teal-light)"
    >
      <Stack gap={4} align="center">
        <Title order={2} size="h5" id="start-code-title">
          {t('booking.startCodeTitle')}
        </Title>
        <Text
          component="p"
          m={0}
          fz={44}
          fw={700}
          ff="monospace"
          lts="0.3em"
          aria-label={t('booking.startCodeSpoken', { digits: code.split('').join(' ') })}
        >
          {code}
        </Text>
        <Text size="sm" ta="center">
          {t('booking.startCodeHint', { name: providerNameOf(request) })}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Completed: the seeker confirms (the provider is paid now) or says what went wrong (a dispute). */
function ConfirmOrDispute({ request }: { request: WorkRequest }) {
  const { t } = useTranslation('work');
  const words = useSlotWords();
  const action = useBookingAction(request._id);
  const [dialog, setDialog] = useState<'confirm' | 'dispute' | null>(null);
  const close = () => setDialog(null);
  const name = providerNameOf(request);
  return (
    <Alert color="teal" title={t('booking.doneTitle')} role="region" aria-label={t('booking.doneTitle')}>
      <Stack gap="sm">
        {request.releaseAt && (
          <Text size="sm">{t('booking.releaseAt', { name, when: words.when(request.releaseAt) })}</Text>
        )}
        <Group gap="sm">
          <Button onClick={() => setDialog('confirm')}>{t('booking.confirmDone')}</Button>
          <Button variant="default" color="red" onClick={() => setDialog('dispute')}>
            {t('booking.somethingWrong')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={dialog === 'confirm'}
        onClose={close}
        title={t('booking.confirmTitle')}
        confirmLabel={t('booking.confirmDone')}
        cancelLabel={t('actions.back')}
        busy={action.busy}
        onConfirm={() => action.run({ kind: 'confirm' }, close)}
      >
        <Text>{t('booking.confirmText', { name, amount: formatRupees(request.amount ?? 0) })}</Text>
      </ConfirmDialog>
      <ReasonDialog
        opened={dialog === 'dispute'}
        onClose={close}
        title={t('booking.disputeTitle')}
        schema={disputeSchema}
        maxLength={2000}
        reasonLabel={t('booking.disputeReason')}
        reasonDescription={t('booking.disputeHint')}
        cancelLabel={t('actions.back')}
        submitLabel={t('booking.openDispute')}
        withAsterisk
        busy={action.busy}
        onSubmit={async (reason) => {
          await action.send({ kind: 'dispute', reason });
          close();
        }}
      />
    </Alert>
  );
}

/** The seeker's part of a booking, by its state. */
export function SeekerActions({ request }: { request: WorkRequest }) {
  const { t } = useTranslation('work');
  const words = useSlotWords();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: bookingQuery(request._id).queryKey });
  switch (request.status) {
    case 'sent':
      return (
        <Stack gap="sm">
          <Text>{t('booking.waitingForPrice', { name: providerNameOf(request) })}</Text>
          <CancelBooking request={request} by="seeker" />
        </Stack>
      );
    case 'quoted':
    case 'pending_payment':
      return (
        <Stack gap="sm">
          <PayBooking request={request} />
          <CancelBooking request={request} by="seeker" />
        </Stack>
      );
    case 'confirmed':
      return (
        <Stack gap="md">
          {request.onTheWayAt && (
            <Alert color="teal" role="status">
              {t('booking.onTheWaySeeker', { name: providerNameOf(request), when: words.when(request.onTheWayAt) })}
            </Alert>
          )}
          {request.startCode && <StartCode request={request} code={request.startCode} />}
          <RescheduleBooking request={request} by="seeker" />
          <CancelBooking request={request} by="seeker" />
        </Stack>
      );
    case 'started':
      return <Text>{t('booking.startedSeeker', { name: providerNameOf(request) })}</Text>;
    case 'completed':
      return <ConfirmOrDispute request={request} />;
    case 'released':
    case 'resolved':
      return request.review ? (
        <ReviewView title={t('review.yours')} review={request.review} />
      ) : (
        <ReviewForm request={request} onDone={refresh} />
      );
    default:
      return null;
  }
}
