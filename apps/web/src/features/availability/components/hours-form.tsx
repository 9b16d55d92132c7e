import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Switch,
  Text,
  type SwitchProps,
} from '@mantine/core';
import { TimeInput, type TimeInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { availabilitySchema, BUFFER_MINUTES_MAX, SERVICE_RADIUS_KM, type Availability } from '@sevak/shared';
import { useState } from 'react';
import { IconTrash } from '../../../components/action-icons';
import { DayInput } from '../../../components/day-input';
import { ErrorAlert } from '../../../components/error-alert';
import { FormSection } from '../../../components/section';
import { useTranslation } from '../../../i18n/i18n';
import { showSubmitError, useAppForm, type AppForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useSaveAvailability } from '../api/availability';
import { copyMondayToWeekdays, DAY_KEYS, WEEK_ORDER } from '../utils/week';

/** What the inputs hold: the plan, with the radius as a number input holds it ('' when emptied). */
type HoursValues = Omit<Availability, 'serviceRadiusKm'> & { serviceRadiusKm: number | string };
type HoursForm = AppForm<HoursValues, Availability>;

const BUFFER_STEPS = Array.from({ length: BUFFER_MINUTES_MAX / 15 + 1 }, (_, i) => i * 15);

/** A switch and its one-line hint, apart from the label (Mantine's description would join the name). */
function HintedSwitch({ id, hint, ...props }: SwitchProps & { id: string; hint: string }) {
  return (
    <Stack gap={4}>
      <Switch id={id} aria-describedby={`${id}-hint`} {...props} />
      <Text id={`${id}-hint`} size="sm" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}

function Switches({ form }: { form: HoursForm }) {
  const { t } = useTranslation('availability');
  return (
    <FormSection id="hours-switches" title={t('switches.title')}>
      <HintedSwitch
        id="hours-online"
        label={form.values.online ? t('switches.online') : t('switches.offline')}
        hint={t('switches.onlineHint')}
        {...form.getInputProps('online', { type: 'checkbox' })}
      />
      <HintedSwitch
        id="hours-instant"
        label={t('switches.instant')}
        hint={t('switches.instantHint')}
        {...form.getInputProps('instantBooking', { type: 'checkbox' })}
      />
    </FormSection>
  );
}

/** One day of the week: its ranges (from–to, remove), "Closed" when none, "Add hours". */
function DayRow({ form, day }: { form: HoursForm; day: number }) {
  const { t } = useTranslation('availability');
  const name = t(DAY_KEYS[day]!);
  const ranges = form.values.weekly.flatMap((range, index) => (range.day === day ? [index] : []));
  return (
    <Group
      role="group"
      aria-labelledby={`hours-day-${day}`}
      align="flex-start"
      gap="xs"
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Text id={`hours-day-${day}`} fw={600} w={{ base: '100%', xs: 110 }} pt={{ xs: 28 }}>
        {name}
      </Text>
      <Stack gap="xs" style={{ flex: 1 }}>
        {ranges.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('week.closed')}
          </Text>
        )}
        {ranges.map((index, n) => (
          <Group
            key={index}
            gap="xs"
            align="flex-start"
            wrap="nowrap"
            role="group"
            aria-label={t('week.range', { day: name, number: n + 1 })}
          >
            <TimeInput label={t('week.from', { day: name })} w={124} {...form.getInputProps(`weekly.${index}.from`)} />
            <EndTimeInput label={t('week.to', { day: name })} {...form.getInputProps(`weekly.${index}.to`)} />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={25}
              aria-label={t('week.remove', { day: name, number: n + 1 })}
              onClick={() => form.removeListItem('weekly', index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ alignSelf: 'flex-start' }}
          aria-label={t('week.addOn', { day: name })}
          onClick={() => form.insertListItem('weekly', { day, from: '', to: '' })}
        >
          {t('week.add')}
        </Button>
      </Stack>
    </Group>
  );
}

function Week({ form }: { form: HoursForm }) {
  const { t } = useTranslation('availability');
  return (
    <FormSection id="hours-week" title={t('week.title')}>
      <Text size="sm" c="dimmed">
        {t('week.hint')}
      </Text>
      <div>
        {WEEK_ORDER.map((day) => (
          <DayRow key={day} form={form} day={day} />
        ))}
      </div>
      <Stack gap={4} align="flex-start">
        <Button variant="light" onClick={() => form.setFieldValue('weekly', copyMondayToWeekdays(form.values.weekly))}>
          {t('week.copyMonday')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('week.copyMondayHint')}
        </Text>
      </Stack>
    </FormSection>
  );
}

/** Dates that differ from the week: closed all day, or their own from–to. */
function ChangedDays({ form }: { form: HoursForm }) {
  const { t } = useTranslation('availability');
  const { exceptions } = form.values;
  return (
    <FormSection id="hours-changed" title={t('changed.title')}>
      <Text size="sm" c="dimmed">
        {t('changed.hint')}
      </Text>
      {exceptions.length === 0 && <Text size="sm">{t('changed.none')}</Text>}
      {exceptions.map((exception, index) => {
        const closed = exception.from === undefined && exception.to === undefined;
        const legend = t('changed.day', { number: index + 1 });
        return (
          <Fieldset key={index} legend={legend} p="sm">
            <Stack gap="xs">
              <Group gap="xs" align="flex-end">
                <DayInput
                  label={t('changed.date')}
                  w={150}
                  {...form.getInputProps(`exceptions.${index}.date`)}
                  value={exception.date}
                  onChange={(date) => form.setFieldValue(`exceptions.${index}.date`, date)}
                  onBlur={() => form.blurField(`exceptions.${index}.date`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={4}
                  aria-label={t('changed.remove', { number: index + 1 })}
                  onClick={() => form.removeListItem('exceptions', index)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
              <Checkbox
                label={t('changed.closed')}
                checked={closed}
                onChange={(event) =>
                  form.setFieldValue(
                    `exceptions.${index}`,
                    event.currentTarget.checked ? { date: exception.date } : { date: exception.date, from: '', to: '' },
                  )
                }
              />
              {!closed && (
                <Group gap="xs" align="flex-start" wrap="nowrap">
                  <TimeInput label={t('changed.from')} w={124} {...form.getInputProps(`exceptions.${index}.from`)} />
                  <EndTimeInput label={t('changed.to')} {...form.getInputProps(`exceptions.${index}.to`)} />
                </Group>
              )}
            </Stack>
          </Fieldset>
        );
      })}
      <Button
        variant="subtle"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => form.insertListItem('exceptions', { date: '' })}
      >
        {t('changed.add')}
      </Button>
    </FormSection>
  );
}

function Travel({ form }: { form: HoursForm }) {
  const { t } = useTranslation('availability');
  return (
    <FormSection id="hours-travel" title={t('travel.title')}>
      <NativeSelect
        label={t('travel.buffer')}
        description={t('travel.bufferHint')}
        maw={260}
        data={BUFFER_STEPS.map((minutes) => ({
          value: String(minutes),
          label: minutes === 0 ? t('travel.noGap') : t('travel.minutes', { minutes }),
        }))}
        error={form.errors.bufferMinutes}
        value={String(form.values.bufferMinutes)}
        onChange={(event) => form.setFieldValue('bufferMinutes', Number(event.currentTarget.value))}
      />
      <NumberInput
        label={t('travel.radius')}
        description={t('travel.radiusHint')}
        maw={260}
        min={SERVICE_RADIUS_KM.min}
        max={SERVICE_RADIUS_KM.max}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        {...form.getInputProps('serviceRadiusKm')}
      />
    </FormSection>
  );
}

/**
 * A range's end. The browser's time input holds 00:00–23:59, so midnight at the end of the day
 * (the plan's '24:00', docs/contract.md §5c) is 00:00 on screen: a range may run to midnight.
 */
function EndTimeInput({
  value,
  onChange,
  ...props
}: Omit<TimeInputProps, 'value' | 'onChange'> & { value?: string; onChange: (value: string) => void }) {
  return (
    <TimeInput
      w={124}
      {...props}
      value={value === '24:00' ? '00:00' : (value ?? '')}
      onChange={(event) => onChange(event.currentTarget.value === '00:00' ? '24:00' : event.currentTarget.value)}
    />
  );
}

/**
 * The whole plan in one form (the shared `availabilitySchema`: overlaps and a `to` before its
 * `from` show under that range before anything is sent), saved with one PUT. The saved plan
 * becomes the form's values (what the server keeps, e.g. ranges in its order).
 */
export function HoursForm({ plan }: { plan: Availability }) {
  const { t } = useTranslation('availability');
  const save = useSaveAvailability();
  const form: HoursForm = useAppForm<HoursValues, Availability>({ schema: availabilitySchema, initialValues: plan });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setProblem(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        form.setValues(saved);
        form.resetDirty(saved);
        notifySuccess(t('saved'));
      },
      onError: (error) => showSubmitError(form, error, setProblem),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="hours-title">
      <Stack gap="xl">
        <Switches form={form} />
        <Week form={form} />
        <ChangedDays form={form} />
        <Travel form={form} />
        <ErrorAlert>{problem}</ErrorAlert>
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
