import { Alert, Button } from '@mantine/core';
import { bookingMessages, type WorkRequest } from '@sevak/shared';
import { useState } from 'react';
import { z } from 'zod';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useTranslation } from '../../../i18n/i18n';
import { usePublicConfig } from '../../../lib/public-config';
import { providerNameOf } from '../utils/booking-role';
import { cancelWordsOf, termsNow } from '../utils/cancel-words';
import { useBookingAction } from '../utils/use-booking-action';

/** The reason, required for a booking (the other side is told it). */
const cancelReasonSchema = z.object({
  reason: z.string().trim().min(1, bookingMessages.cancelReasonRequired).max(500),
});

/**
 * Cancel, by either party: the dialog first says what cancelling now does with the money (the
 * shared cancellationTerms, as the server will apply them at this moment), then takes the reason.
 */
export function CancelBooking({ request, by }: { request: WorkRequest; by: 'seeker' | 'provider' }) {
  const { t } = useTranslation('work');
  const { marketplace } = usePublicConfig();
  const action = useBookingAction(request._id);
  // The words of the moment the dialog opened (the late window may begin while it is open: the server decides).
  const [words, setWords] = useState<string | null>(null);
  const open = () => setWords(cancelWordsOf(termsNow(request, by, marketplace), request, t));
  const close = () => setWords(null);
  const other = by === 'seeker' ? providerNameOf(request) : request.seeker.name;
  return (
    <>
      <Button variant="light" color="red" onClick={open} style={{ alignSelf: 'flex-start' }}>
        {t('booking.cancel')}
      </Button>
      <ReasonDialog
        opened={words !== null}
        onClose={close}
        title={t('booking.cancelTitle')}
        schema={cancelReasonSchema}
        maxLength={500}
        reasonLabel={t('booking.cancelReason')}
        reasonDescription={t('booking.cancelReasonHint', { name: other })}
        cancelLabel={t('booking.keep')}
        submitLabel={t('booking.cancel')}
        withAsterisk
        busy={action.busy}
        onSubmit={async (reason) => {
          await action.send({ kind: 'status', update: { status: 'cancelled', reason } });
          close();
        }}
      >
        <Alert color="yellow" role="note">
          {words}
        </Alert>
      </ReasonDialog>
    </>
  );
}
