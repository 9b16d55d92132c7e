import { Alert, Button, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { addDays, BOOKING_HORIZON_DAYS, indianDayOf } from '@sevak/shared';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LoadFailed } from './load-failed';
import { useTranslation } from '../i18n/i18n';
import { errorMessage } from '../lib/api';
import { useFreeDays, useSlots } from '../lib/slots';
import { useSlotWords } from '../lib/slot-words';
import classes from './slot-picker.module.css';

/** A day (yyyy-MM-dd, India) and one of its free times (ISO); '' where nothing is chosen. */
export type SlotChoice = { date: string; slot: string };

type SlotPickerProps = {
  /** The section's id (a Book button's aria-controls). */
  id: string;
  /** The section's name, read out ('Choose a time for Tap repair'). */
  label: string;
  providerId: string;
  serviceId: string;
  choice: SlotChoice;
  onChoose: (choice: SlotChoice) => void;
  /** What follows a chosen time that is still free (Continue, Propose this time). */
  renderChosen: (slot: string) => ReactNode;
};

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/** The chosen day's free times (GET /providers/{id}/slots), a button each. */
function FreeTimes({
  providerId,
  serviceId,
  choice,
  onChoose,
  renderChosen,
  today,
}: Omit<SlotPickerProps, 'id' | 'label'> & { today: string }) {
  const { t } = useTranslation('providers');
  const words = useSlotWords();
  const slots = useSlots(providerId, serviceId, choice.date);
  const heading = `slot-times-${serviceId}`;
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
            renderChosen(choice.slot)
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
 * A provider's free days and times for one service: the days from today to the booking horizon,
 * those with a free time marked and the others disabled (GET /providers/{id}/free-days), then the
 * chosen day's free times. Booking on a provider's page and moving a booking use it alike; each
 * says what follows a chosen time (`renderChosen`). Its words are the `providers` namespace's.
 */
export function SlotPicker({ id, label, ...props }: SlotPickerProps) {
  const { providerId, serviceId, choice, onChoose } = props;
  const { t } = useTranslation('providers');
  const words = useSlotWords();
  const [today] = useState(() => indianDayOf(new Date()));
  const days = useMemo(() => Array.from({ length: BOOKING_HORIZON_DAYS + 1 }, (_, i) => addDays(today, i)), [today]);
  const freeDays = useFreeDays(providerId, serviceId);
  const free = useMemo(() => new Set(freeDays.data ?? []), [freeDays.data]);
  const heading = `slot-days-${serviceId}`;

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
                onClick={() => onChoose({ date: day, slot: '' })}
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
    <Stack id={id} component="section" aria-label={label} gap="sm">
      <Stack gap="xs">
        <Text id={heading} fw={600} size="sm">
          {t('booking.days')}
        </Text>
        {body}
      </Stack>
      {choice.date && days.includes(choice.date) && <FreeTimes {...props} today={today} />}
    </Stack>
  );
}
