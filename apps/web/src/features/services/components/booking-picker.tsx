import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { addDays, BOOKING_HORIZON_DAYS, indianDayOf, paths, type Service } from '@sevak/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { useTranslation } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api';
import { returnToState } from '../../../lib/return-to';
import { sendRequestPath } from '../../../lib/search';
import { useSession } from '../../../lib/session';
import { useFreeDays, useSlots } from '../api/providers';
import type { BookingChoice } from '../utils/booking-choice';
import { indianClockOf, useSlotWords } from '../utils/slot-words';
import classes from './booking-picker.module.css';

type PickerProps = {
  providerId: string;
  service: Service;
  choice: BookingChoice;
  onChoose: (choice: BookingChoice) => void;
};

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/**
 * The chosen time, and what comes next: a visitor signs in (or joins) and comes back to this
 * page with the time still chosen (it is in the URL); a member goes on to the request form with
 * the service's category, the day and the time filled in. Booking the time itself, with payment,
 * comes with bookings (docs/contract.md §5c "Bookings"); until then the first, free request
 * (`{category, preferredAt}`) is what a seeker sends.
 */
function ChosenTime({ providerId, service, slot }: { providerId: string; service: Service; slot: string }) {
  const { t } = useTranslation('providers');
  const words = useSlotWords();
  const { user } = useSession();
  const location = useLocation();
  const { day, time } = indianClockOf(slot);
  return (
    <Alert color="teal" role="status" title={t('booking.chosen', { title: service.title, when: words.when(slot) })}>
      {user ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('booking.continueHint')}</Text>
          <Button component={Link} to={sendRequestPath(providerId, { category: service.category, date: day, time })}>
            {t('booking.continue')}
          </Button>
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

/** The chosen day's free times (GET /providers/{id}/slots), a button each. */
function FreeTimes({ providerId, service, choice, onChoose, today }: PickerProps & { today: string }) {
  const { t } = useTranslation('providers');
  const words = useSlotWords();
  const slots = useSlots(providerId, service._id, choice.date);
  const heading = `booking-times-${service._id}`;
  const { name, date } = words.day(choice.date, today);

  let body;
  if (slots.isPending) body = <Loader size="sm" aria-label={t('booking.timesLoading')} />;
  else if (slots.isError) {
    body = (
      <LoadFailed
        title={t('booking.timesFailed')}
        message={errorMessage(slots.error)}
        onRetry={() => void slots.refetch()}
      />
    );
  } else if (slots.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('booking.noTimes')}
      </Text>
    );
  } else {
    const chosen = choice.slot ? slots.data.some((slot) => sameInstant(slot.start, choice.slot)) : false;
    body = (
      <>
        <SimpleGrid role="group" aria-labelledby={heading} cols={{ base: 3, xs: 4, sm: 6 }} spacing="xs">
          {slots.data.map((slot) => {
            const pressed = choice.slot !== '' && sameInstant(slot.start, choice.slot);
            return (
              <Button
                key={slot.start}
                size="compact-md"
                px={4}
                variant={pressed ? 'filled' : 'light'}
                aria-pressed={pressed}
                onClick={() => onChoose({ ...choice, slot: slot.start })}
              >
                {words.time(slot.start)}
              </Button>
            );
          })}
        </SimpleGrid>
        {choice.slot &&
          (chosen ? (
            <ChosenTime providerId={providerId} service={service} slot={choice.slot} />
          ) : (
            <Alert color="yellow" role="status">
              {t('booking.gone')}
            </Alert>
          ))}
      </>
    );
  }

  return (
    <Stack gap="xs">
      <Text id={heading} fw={600} size="sm">
        {t('booking.times', { day: `${name} ${date}` })}
      </Text>
      {body}
    </Stack>
  );
}

/**
 * "Book" on a provider's page: the days from today to the booking horizon, those with a free time
 * for this service marked and the others disabled (GET /providers/{id}/free-days), then the chosen
 * day's free times. Every choice goes to the page's URL (`onChoose`), so it survives signing in.
 */
export function BookingPicker({ id, ...props }: PickerProps & { id: string }) {
  const { providerId, service, choice, onChoose } = props;
  const { t } = useTranslation('providers');
  const words = useSlotWords();
  const [today] = useState(() => indianDayOf(new Date()));
  const days = useMemo(() => Array.from({ length: BOOKING_HORIZON_DAYS + 1 }, (_, i) => addDays(today, i)), [today]);
  const freeDays = useFreeDays(providerId, service._id);
  const free = useMemo(() => new Set(freeDays.data ?? []), [freeDays.data]);
  const heading = `booking-days-${service._id}`;

  // A day chosen before (a reload, back from signing in) is scrolled to, with the page.
  const chosenDay = useRef<HTMLButtonElement>(null);
  const loaded = freeDays.isSuccess;
  useEffect(() => {
    if (loaded) chosenDay.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [loaded]);

  let body;
  if (freeDays.isPending) body = <Loader size="sm" aria-label={t('booking.daysLoading')} />;
  else if (freeDays.isError) {
    body = (
      <LoadFailed
        title={t('booking.daysFailed')}
        message={errorMessage(freeDays.error)}
        onRetry={() => void freeDays.refetch()}
      />
    );
  } else {
    body = (
      <>
        <div role="group" aria-labelledby={heading} className={classes.days}>
          {days.map((day) => {
            const { name, date } = words.day(day, today);
            const chosen = day === choice.date;
            const open = free.has(day);
            return (
              <Button
                key={day}
                ref={chosen ? chosenDay : undefined}
                h="auto"
                py={6}
                px="sm"
                variant={chosen ? 'filled' : open ? 'light' : 'subtle'}
                disabled={!open}
                aria-pressed={chosen}
                onClick={() => onChoose({ service: service._id, date: day, slot: '' })}
                classNames={{ label: classes.dayLabel }}
              >
                <span className={classes.dayName}>{name}</span> <span>{date}</span>
              </Button>
            );
          })}
        </div>
        {free.size === 0 && (
          <Text size="sm" c="dimmed">
            {t('booking.noDays')}
          </Text>
        )}
      </>
    );
  }

  return (
    <Stack id={id} component="section" aria-label={t('booking.label', { title: service.title })} gap="sm">
      <Stack gap="xs">
        <Text id={heading} fw={600} size="sm">
          {t('booking.days')}
        </Text>
        {body}
      </Stack>
      {choice.date && days.includes(choice.date) && (
        <FreeTimes providerId={providerId} service={service} choice={choice} onChoose={onChoose} today={today} />
      )}
    </Stack>
  );
}
