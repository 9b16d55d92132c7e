import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { paths, type Service } from '@sevak/shared';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SlotPicker } from '../../../components/slot-picker';
import { useTranslation } from '../../../i18n/i18n';
import { returnToState } from '../../../lib/return-to';
import { useSession } from '../../../lib/session';
import { useSlotWords } from '../../../lib/slot-words';
import type { BookingChoice } from '../utils/booking-choice';
import { BookingForm } from './booking-form';

type PickerProps = {
  providerId: string;
  service: Service;
  choice: BookingChoice;
  onChoose: (choice: BookingChoice) => void;
};

/**
 * The chosen time, and what comes next: a visitor signs in (or joins) and comes back to this
 * page with the time still chosen (it is in the URL); a member goes on to the booking form
 * (docs/contract.md §5c "Bookings": the work, where, and the whole price before paying).
 */
function ChosenTime({
  providerId,
  service,
  slot,
  onSlotGone,
}: Omit<PickerProps, 'choice' | 'onChoose'> & { slot: string; onSlotGone: () => void }) {
  const { t } = useTranslation('providers');
  const words = useSlotWords();
  const { user } = useSession();
  const location = useLocation();
  // Per time: another time chosen closes the form, the new one asks Continue again.
  const [formFor, setFormFor] = useState<string | null>(null);
  if (user && formFor === slot) {
    return <BookingForm providerId={providerId} service={service} slot={slot} user={user} onSlotGone={onSlotGone} />;
  }
  return (
    <Alert color="teal" role="status" title={t('booking.chosen', { title: service.title, when: words.when(slot) })}>
      {user ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('booking.continueHint')}</Text>
          <Button onClick={() => setFormFor(slot)}>{t('booking.continue')}</Button>
        </Stack>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('booking.signInToBook')}</Text>
          <Group gap="sm">
            <Button component={Link} to={paths.login} state={returnToState(location)}>
              {t('booking.signIn')}
            </Button>
            <Button component={Link} to={paths.register} state={returnToState(location)} variant="default">
              {t('booking.join')}
            </Button>
          </Group>
        </Stack>
      )}
    </Alert>
  );
}

/**
 * "Book" on a provider's page: the service's free days and times (components/slot-picker.tsx),
 * then the booking. Every choice goes to the page's URL (`onChoose`), so it survives signing in.
 */
export function BookingPicker({ id, providerId, service, choice, onChoose }: PickerProps & { id: string }) {
  const { t } = useTranslation('providers');
  // A time taken meanwhile: back to the day's times (asked again), nothing chosen.
  const slotGone = () => onChoose({ ...choice, slot: '' });
  return (
    <SlotPicker
      id={id}
      label={t('booking.label', { title: service.title })}
      providerId={providerId}
      serviceId={service._id}
      choice={choice}
      onChoose={(next) => onChoose({ service: service._id, ...next })}
      renderChosen={(slot) => (
        <ChosenTime providerId={providerId} service={service} slot={slot} onSlotGone={slotGone} />
      )}
    />
  );
}
