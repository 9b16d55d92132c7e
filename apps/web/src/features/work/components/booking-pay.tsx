import { Alert, Button, Stack, Text } from '@mantine/core';
import { bookingMessages, formatRupees, type WorkRequest } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api';
import { bookingPath, wantsBookingPayment } from '../../../lib/booking-path';
import { notifyError } from '../../../lib/notify';
import { useSlotWords } from '../../../lib/slot-words';
import { useCheckout } from '../../../lib/use-checkout';
import { bookingQuery, useBookingOrder } from '../api/bookings';
import { providerNameOf } from '../utils/booking-role';

/** Milliseconds until `until`, ticking each second; 0 once it has passed. */
function useRemaining(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Date.parse(until) - now) : null;
}

/** 14 min 5 s → '14:05'; an hour or more → '1:02:03'. */
function clockOf(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/**
 * The seeker's payment of a booking waiting for it (pending_payment, or a provider's price): how
 * long the time stays held, counting down, and Pay — the fee's checkout (lib/use-checkout.ts),
 * back to this page once paid. Arriving from the booking form (PAY_BOOKING_STATE), the payment
 * starts at once.
 */
export function PayBooking({ request }: { request: WorkRequest }) {
  const { t } = useTranslation('work');
  const words = useSlotWords();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const order = useBookingOrder(request._id);
  const remaining = useRemaining(request.holdExpiresAt);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: bookingQuery(request._id).queryKey });
  const after = useMemo(
    () => ({ returnTo: bookingPath(request._id), paidMessage: bookingMessages.confirmed }),
    [request._id],
  );
  const checkout = useCheckout({
    description: request.service?.title ?? request.category,
    after,
    onVerified: refresh,
    onSettled: refresh,
  });
  const amount = formatRupees(request.amount ?? 0);
  const ranOut = remaining === 0;

  const pay = () =>
    order.mutate(undefined, {
      onSuccess: (made) => checkout.pay(made),
      onError: (error) => notifyError(errorMessage(error)),
    });

  // Just booked: straight to paying, once (the state is dropped).
  const started = useRef(false);
  const payNow = wantsBookingPayment(location.state);
  useEffect(() => {
    if (!payNow || started.current) return;
    started.current = true;
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    pay();
  });

  // The hold ran out on screen: the server has ended it (or will at once); show that.
  const id = request._id;
  useEffect(() => {
    if (ranOut) void queryClient.invalidateQueries({ queryKey: bookingQuery(id).queryKey });
  }, [ranOut, queryClient, id]);

  return (
    <Alert
      color={ranOut ? 'gray' : 'orange'}
      title={t('booking.payTitle', { amount })}
      role="region"
      aria-label={t('booking.payTitle', { amount })}
    >
      <Stack gap="sm" align="flex-start">
        {request.status === 'quoted' && (
          <Text size="sm">{t('booking.quotedBy', { name: providerNameOf(request), amount })}</Text>
        )}
        {request.holdExpiresAt && remaining !== null && (
          <Text size="sm" role="timer" aria-live="off">
            {ranOut
              ? t('booking.holdRanOut')
              : t('booking.heldUntil', { time: words.when(request.holdExpiresAt), left: clockOf(remaining) })}
          </Text>
        )}
        <Text size="sm">{t('booking.allYouPay', { amount })}</Text>
        <Button onClick={pay} loading={order.isPending || checkout.busy} disabled={ranOut}>
          {t('booking.pay', { amount })}
        </Button>
      </Stack>
    </Alert>
  );
}
