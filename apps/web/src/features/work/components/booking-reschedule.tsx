import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { WorkRequest } from '@sevak/shared';
import { useState } from 'react';
import { SlotPicker, type SlotChoice } from '../../../components/slot-picker';
import { useTranslation } from '../../../i18n/i18n';
import { useSlotWords } from '../../../lib/slot-words';
import { providerNameOf } from '../utils/booking-role';
import { useBookingAction } from '../utils/use-booking-action';

const NO_CHOICE: SlotChoice = { date: '', slot: '' };

/**
 * Moving a paid booking (confirmed) to a new time: either party proposes one of the provider's
 * free times for the service (the provider page's picker), held until the other side accepts it
 * (the booking moves) or declines it (the booking keeps its time).
 */
export function RescheduleBooking({ request, by }: { request: WorkRequest; by: 'seeker' | 'provider' }) {
  const { t } = useTranslation('work');
  const words = useSlotWords();
  const action = useBookingAction(request._id);
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<SlotChoice>(NO_CHOICE);
  const proposal = request.reschedule;
  const other = by === 'seeker' ? providerNameOf(request) : request.seeker.name;

  if (proposal) {
    const when = words.when(proposal.slotStart);
    if (proposal.by === by) {
      return (
        <Alert color="blue" role="status" title={t('booking.proposedTitle')}>
          {t('booking.proposedByYou', { when, name: other })}
        </Alert>
      );
    }
    return (
      <Alert color="blue" role="region" aria-label={t('booking.proposalTitle')} title={t('booking.proposalTitle')}>
        <Stack gap="sm">
          <Text size="sm">{t('booking.proposedByOther', { when, name: other })}</Text>
          <Group gap="sm">
            <Button
              onClick={() => action.run({ kind: 'rescheduleAccept' })}
              loading={action.busyWith === 'rescheduleAccept'}
              disabled={action.busy}
            >
              {t('booking.acceptTime')}
            </Button>
            <Button
              variant="default"
              onClick={() => action.run({ kind: 'rescheduleDecline' })}
              loading={action.busyWith === 'rescheduleDecline'}
              disabled={action.busy}
            >
              {t('booking.declineTime')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  if (!request.service) return null;
  const pickerId = `reschedule-${request._id}`;
  return (
    <Stack gap="sm">
      <Button
        variant="default"
        onClick={() => setChoosing((open) => !open)}
        aria-expanded={choosing}
        aria-controls={choosing ? pickerId : undefined}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('booking.newTime')}
      </Button>
      {choosing && (
        <SlotPicker
          id={pickerId}
          label={t('booking.newTimeLabel')}
          providerId={request.provider._id}
          serviceId={request.service._id}
          choice={choice}
          onChoose={setChoice}
          renderChosen={(slot) => (
            <Button
              onClick={() =>
                action.run({ kind: 'reschedule', slotStart: slot }, () => {
                  setChoosing(false);
                  setChoice(NO_CHOICE);
                })
              }
              loading={action.busyWith === 'reschedule'}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('booking.propose', { when: words.when(slot) })}
            </Button>
          )}
        />
      )}
    </Stack>
  );
}
