import { Alert, Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { formatRupees, type Service, type User } from '@sevak/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { AddressFields } from '../../../components/member-form/address-fields';
import { useTranslation } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api';
import { bookingPath, PAY_BOOKING_STATE } from '../../../lib/booking-path';
import { showSubmitError, useAppForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { phoneInputProps } from '../../../lib/phone-input';
import { useSlotWords } from '../../../lib/slot-words';
import { useSendWorkRequest } from '../api/providers';
import { bookingFormSchema, initialBookingForm } from '../utils/booking-form';

/** What the seeker pays at the list price (rupees): fixed, or the hourly rate for the service's length; null on quote. */
export function listPriceOf(service: Pick<Service, 'priceType' | 'price' | 'durationMinutes'>): number | null {
  if (service.priceType === 'quote' || service.price === null) return null;
  if (service.priceType === 'fixed') return service.price;
  return Math.round((service.price * 100 * service.durationMinutes) / 60) / 100;
}

type BookingFormProps = {
  providerId: string;
  service: Service;
  slot: string;
  user: User;
  /** The time was taken meanwhile: choose another. */
  onSlotGone: () => void;
};

/**
 * Booking a chosen time (POST /work/requests with the service and the time, docs/contract.md §5c):
 * the work, the address and the phone for this job (the member's own to begin with), and the whole
 * price before paying, said to include all taxes and fees (it is what is charged). A time held for
 * payment goes straight to paying on the booking's page; a request the provider answers (on quote,
 * or without instant booking) to that page too.
 */
export function BookingForm({ providerId, service, slot, user, onSlotGone }: BookingFormProps) {
  const { t } = useTranslation('providers');
  const words = useSlotWords();
  const navigate = useNavigate();
  const send = useSendWorkRequest();
  const schema = useMemo(
    () => bookingFormSchema({ providerId, serviceId: service._id, slotStart: slot }),
    [providerId, service._id, slot],
  );
  const form = useAppForm({ schema, initialValues: initialBookingForm(user) });
  const [problem, setProblem] = useState<string | null>(null);
  const price = listPriceOf(service);
  const headingId = `booking-form-${service._id}`;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = form.onSubmit((booking) => {
    setProblem(null);
    send.mutate(booking, {
      onSuccess: ({ message, request }) => {
        notifySuccess(message);
        const payNow = request.status === 'pending_payment';
        void navigate(bookingPath(request._id), payNow ? { state: PAY_BOOKING_STATE } : undefined);
      },
      onError: (error) => {
        if (error instanceof ApiError && (error.code === 'SLOT_TAKEN' || error.code === 'SLOT_NOT_FREE')) onSlotGone();
        showSubmitError(form, error, setProblem);
      },
    });
  });

  const field = (key: 'description' | 'contactPhone') => ({ name: key, ...form.getInputProps(key) });

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Stack gap="md">
          <Title order={3} size="h5" id={headingId} ref={heading} tabIndex={-1}>
            {t('bookingForm.title', { title: service.title, when: words.when(slot) })}
          </Title>
          <Textarea
            label={t('bookingForm.describe')}
            description={t('bookingForm.describeHint')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={2000}
            {...field('description')}
          />
          <AddressFields form={form} />
          <TextInput
            label={t('bookingForm.contactPhone')}
            description={t('bookingForm.contactPhoneHint')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...phoneInputProps(field('contactPhone'))}
          />
          <Alert color={price === null ? 'blue' : 'teal'} role="note" title={t('bookingForm.priceTitle')}>
            {price === null ? (
              <Text size="sm">{t('bookingForm.onQuote')}</Text>
            ) : (
              <Text size="sm">
                <Text span fw={700} inherit>
                  {formatRupees(price)}
                </Text>{' '}
                {t('bookingForm.inclusive')} — {t('bookingForm.allYouPay')}
              </Text>
            )}
          </Alert>
          <ErrorAlert>{problem}</ErrorAlert>
          <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
            {price === null ? t('bookingForm.sendRequest') : t('bookingForm.bookAndPay')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
