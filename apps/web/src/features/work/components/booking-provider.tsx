import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { formatRupees, quoteSchema, workStatusUpdateSchema, type WorkRequest } from '@sevak/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { ReasonDialog } from '../../../components/reason-dialog';
import { RupeeInput } from '../../../components/rupee-input';
import { useTranslation } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api';
import { showErrors, showSubmitError, useAppForm } from '../../../lib/form';
import { useSlotWords } from '../../../lib/slot-words';
import { useBookingAction } from '../utils/use-booking-action';
import { CancelBooking } from './booking-cancel';
import { RescheduleBooking } from './booking-reschedule';

/** The reason a provider gives for saying no; the declined branch of the shared rule. */
const declineReasonSchema = workStatusUpdateSchema.options[1].pick({ reason: true });
/** The customer's 4-digit code; the started branch of the shared rule. */
const startCodeSchema = workStatusUpdateSchema.options[4].pick({ code: true });

/** The provider's price for an on-quote job (or another than the list price): amount and a note. */
function QuoteForm({ request, onClose }: { request: WorkRequest; onClose: () => void }) {
  const { t } = useTranslation('work');
  const action = useBookingAction(request._id);
  const form = useAppForm({ schema: quoteSchema, initialValues: { amount: request.amount ?? '', note: '' } });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = form.onSubmit(async (quote) => {
    setProblem(null);
    try {
      await action.send({ kind: 'quote', quote });
      onClose();
    } catch (error) {
      showSubmitError(form, error, setProblem);
    }
  });
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-labelledby="quote-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="quote-title">
          {t('booking.quoteTitle')}
        </Title>
        <RupeeInput
          label={t('booking.quoteAmount')}
          description={t('booking.quoteAmountHint')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('amount')}
        />
        <Textarea
          label={t('booking.quoteNote')}
          description={t('booking.quoteNoteHint')}
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('note')}
        />
        <ErrorAlert>{problem}</ErrorAlert>
        <Group gap="sm">
          <Button type="submit" loading={action.busy}>
            {t('booking.sendPrice')}
          </Button>
          <Button variant="default" onClick={onClose} disabled={action.busy}>
            {t('actions.back')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A new booking request: accept at the list price, send a price, or decline with a reason. */
function AnswerRequest({ request }: { request: WorkRequest }) {
  const { t } = useTranslation('work');
  const action = useBookingAction(request._id);
  const [open, setOpen] = useState<'quote' | 'decline' | null>(null);
  const close = () => setOpen(null);
  const onQuote = request.service?.priceType === 'quote';
  if (open === 'quote') return <QuoteForm request={request} onClose={close} />;
  return (
    <>
      <Group gap="sm">
        {!onQuote && (
          <Button
            onClick={() => action.run({ kind: 'status', update: { status: 'accepted' } })}
            loading={action.busyWith === 'status'}
          >
            {t('booking.acceptAt', { amount: formatRupees(request.amount ?? 0) })}
          </Button>
        )}
        <Button variant={onQuote ? 'filled' : 'default'} onClick={() => setOpen('quote')} disabled={action.busy}>
          {t('booking.sendPrice')}
        </Button>
        <Button variant="default" color="red" onClick={() => setOpen('decline')} disabled={action.busy}>
          {t('actions.decline')}
        </Button>
      </Group>
      <ReasonDialog
        opened={open === 'decline'}
        onClose={close}
        title={t('booking.declineTitle')}
        schema={declineReasonSchema}
        maxLength={500}
        reasonLabel={t('actions.reason')}
        reasonDescription={t('actions.reasonHint')}
        cancelLabel={t('actions.back')}
        submitLabel={t('actions.declineRequest')}
        withAsterisk
        busy={action.busy}
        onSubmit={async (reason) => {
          await action.send({ kind: 'status', update: { status: 'declined', reason } });
          close();
        }}
      />
    </>
  );
}

/** On the day: the customer's code starts the job (5 wrong codes lock starting for 15 minutes). */
function StartJob({ request }: { request: WorkRequest }) {
  const { t } = useTranslation('work');
  const action = useBookingAction(request._id);
  const form = useAppForm({ schema: startCodeSchema, initialValues: { code: '' } });
  const submit = form.onSubmit(async ({ code }) => {
    try {
      await action.send({ kind: 'status', update: { status: 'started', code } });
    } catch (error) {
      // A wrong code, or starting locked: said under the code, which is what to change.
      showErrors(form, { code: errorMessage(error) });
    }
  });
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-labelledby="start-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="start-title">
          {t('booking.startTitle')}
        </Title>
        <TextInput
          label={t('booking.startCode')}
          description={t('booking.startCodeAsk', { name: request.seeker.name })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          w={{ base: '100%', xs: 240 }}
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={action.busy} style={{ alignSelf: 'flex-start' }}>
          {t('booking.start')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** On the day: the customer is told (in the app and by SMS or WhatsApp, once) that the provider is coming. */
function OnTheWay({ request }: { request: WorkRequest }) {
  const { t } = useTranslation('work');
  const words = useSlotWords();
  const action = useBookingAction(request._id);
  if (request.onTheWayAt) {
    return <Text role="status">{t('booking.onTheWaySaid', { when: words.when(request.onTheWayAt) })}</Text>;
  }
  return (
    <Button
      variant="light"
      onClick={() => action.run({ kind: 'onTheWay' })}
      loading={action.busyWith === 'onTheWay'}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('booking.onTheWay')}
    </Button>
  );
}

function MarkCompleted({ request }: { request: WorkRequest }) {
  const { t } = useTranslation('work');
  const action = useBookingAction(request._id);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        {t('actions.markCompleted')}
      </Button>
      <ConfirmDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={t('actions.completeTitle')}
        busy={action.busy}
        onConfirm={() => action.run({ kind: 'status', update: { status: 'completed' } }, () => setOpen(false))}
      >
        <Text>{t('booking.completeText', { name: request.seeker.name })}</Text>
      </ConfirmDialog>
    </>
  );
}

/** The provider's part of a booking, by its state. */
export function ProviderActions({ request }: { request: WorkRequest }) {
  const { t } = useTranslation('work');
  const words = useSlotWords();
  switch (request.status) {
    case 'sent':
      return <AnswerRequest request={request} />;
    case 'quoted':
    case 'pending_payment':
      return (
        <Stack gap="sm">
          <Alert color="orange" role="status">
            {request.holdExpiresAt
              ? t('booking.waitingForPaymentUntil', {
                  name: request.seeker.name,
                  when: words.when(request.holdExpiresAt),
                })
              : t('booking.waitingForPayment', { name: request.seeker.name })}
          </Alert>
          <CancelBooking request={request} by="provider" />
        </Stack>
      );
    case 'confirmed':
      return (
        <Stack gap="md">
          <OnTheWay request={request} />
          <StartJob request={request} />
          <RescheduleBooking request={request} by="provider" />
          <CancelBooking request={request} by="provider" />
        </Stack>
      );
    case 'started':
      return <MarkCompleted request={request} />;
    case 'completed':
      return (
        <Text>
          {request.releaseAt
            ? t('booking.waitingForConfirmUntil', { name: request.seeker.name, when: words.when(request.releaseAt) })
            : t('booking.waitingForConfirm', { name: request.seeker.name })}
        </Text>
      );
    default:
      return null;
  }
}
