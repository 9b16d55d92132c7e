import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { bookingMessages, formatDateTime, formatRupees, resolveSchema, type WorkRequest } from '@sevak/shared';
import { useMemo, useState } from 'react';
import { DetailLines } from '../../../../components/detail-lines';
import { ErrorAlert } from '../../../../components/error-alert';
import { LoadFailed } from '../../../../components/load-failed';
import { RupeeInput } from '../../../../components/rupee-input';
import { errorMessage } from '../../../../lib/api';
import { showSubmitError, useAppForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useDisputeBooking, useResolveDispute } from '../api/dispute-booking';

/** The decision: a refund from ₹0 to what was paid (the rest goes to the provider, less commission) and a note both parties read. */
function ResolveForm({ booking, onDone }: { booking: WorkRequest; onDone: () => void }) {
  const amount = booking.amount ?? 0;
  const schema = useMemo(
    () =>
      resolveSchema.refine((input) => input.refundAmount <= amount, {
        path: ['refundAmount'],
        message: bookingMessages.refundTooMuch,
      }),
    [amount],
  );
  const form = useAppForm({ schema, initialValues: { refundAmount: '' as number | '', note: '' } });
  const resolve = useResolveDispute(booking._id);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = form.onSubmit((input) => {
    setProblem(null);
    resolve.mutate(input, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onDone();
      },
      onError: (error) => showSubmitError(form, error, setProblem),
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Resolve the dispute">
      <Stack gap="sm">
        <RupeeInput
          label="Refund to the seeker (₹)"
          description={`From ₹0 to ${formatRupees(amount)}; the rest is paid to the provider, less commission.`}
          withAsterisk
          min={0}
          {...form.getInputProps('refundAmount')}
        />
        <Textarea
          label="Decision"
          description="Both the seeker and the provider read this."
          withAsterisk
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('note')}
        />
        <ErrorAlert>{problem}</ErrorAlert>
        <Group justify="flex-end">
          <Button type="submit" loading={resolve.isPending}>
            Resolve dispute
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DisputeBody({ id, onDone }: { id: string; onDone: () => void }) {
  const booking = useDisputeBooking(id);
  if (booking.isPending) return <Loader size="sm" aria-label="Loading the booking" />;
  if (booking.isError) {
    return (
      <LoadFailed
        title="The booking could not be loaded"
        message={errorMessage(booking.error)}
        onRetry={() => void booking.refetch()}
      />
    );
  }
  const b = booking.data;
  return (
    <Stack gap="md">
      <DetailLines
        gap="xs"
        items={[
          { term: 'Service', value: b.service?.title ?? b.category },
          { term: 'When', value: b.slotStart ? formatDateTime(b.slotStart) : '' },
          { term: 'Amount paid', value: formatRupees(b.amount ?? 0) },
          { term: 'Seeker', value: b.seeker.name },
          { term: 'Provider', value: b.provider.businessName || b.provider.name },
          { term: 'Work asked for', value: b.description },
          { term: 'What went wrong', value: b.dispute?.reason ?? '' },
        ]}
      />
      {b.status === 'disputed' ? (
        <ResolveForm booking={b} onDone={onDone} />
      ) : (
        <Alert color="green" role="status" title="Resolved">
          <Text size="sm">
            {b.refund ? `${formatRupees(b.refund.amount)} refunded. ` : ''}
            {b.dispute?.resolution}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}

/** A dispute ticket's booking, opened from the tickets list: what happened, and the decision. */
export function DisputeButton({ bookingId }: { bookingId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="compact-sm" variant="light" color="red" onClick={() => setOpen(true)}>
        Open dispute
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Dispute over a booking" centered size="lg">
        <DisputeBody id={bookingId} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
