import { Anchor, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { isUuid, paths, type WorkRequest } from '@sevak/shared';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { NotFoundPage } from '../../../components/not-found-page';
import { useTranslation } from '../../../i18n/i18n';
import { ApiError, errorMessage } from '../../../lib/api';
import { useCategoryLabel } from '../../../lib/categories';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useBooking } from '../api/bookings';
import { BookingInvoices } from '../components/booking-invoices';
import { BookingOutcome } from '../components/booking-outcome';
import { Conversation } from '../components/conversation';
import { ProviderActions } from '../components/booking-provider';
import { SeekerActions } from '../components/booking-seeker';
import { RequestDetails } from '../components/request-details';
import { WorkStatusBadge } from '../components/work-status-badge';
import { WorkTimeline } from '../components/work-timeline';
import { roleOf } from '../utils/booking-role';

function BookingView({ request }: { request: WorkRequest }) {
  const { t } = useTranslation('work');
  const label = useCategoryLabel();
  const { user } = useSession();
  const viewer = roleOf(request, user?._id);
  const title = request.service?.title ?? label(request.category);
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <WorkStatusBadge status={request.status} />
      </Group>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <RequestDetails request={request} box={viewer} />
      </Paper>
      {viewer === 'sent' && <SeekerActions request={request} />}
      {viewer === 'received' && <ProviderActions request={request} />}
      <BookingOutcome request={request} viewer={viewer} />
      <BookingInvoices request={request} />
      <Conversation request={request} />
      <Stack gap="xs" component="section" aria-labelledby="booking-history">
        <Title order={2} size="h4" id="booking-history">
          {t('timeline.label')}
        </Title>
        <WorkTimeline request={request} box={viewer} />
      </Stack>
      {viewer !== 'admin' && (
        <Anchor component={Link} to={`${paths.work}?tab=${viewer}`}>
          {t('booking.allWork')}
        </Anchor>
      )}
    </Stack>
  );
}

function BookingLoader({ id }: { id: string }) {
  const { t } = useTranslation('work');
  const booking = useBooking(id);
  if (booking.isPending) return <Loader size="sm" aria-label={t('booking.loading')} />;
  if (booking.isError) {
    if (booking.error instanceof ApiError && [403, 404].includes(booking.error.status)) return <NotFoundPage />;
    return (
      <LoadFailed
        title={t('booking.failed')}
        message={errorMessage(booking.error)}
        onRetry={() => void booking.refetch()}
      />
    );
  }
  return <BookingView request={booking.data} />;
}

/**
 * /booking?id=: one booking as its seeker or its provider sees it (the notifications' link;
 * docs/contract.md §5c): where it stands, what it costs, and the next step each of them takes.
 */
export function BookingPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  return (
    <Stack py={{ base: 'md', sm: 'xl' }} maw={760} mx="auto">
      {isUuid(id) ? <BookingLoader key={id} id={id} /> : <NotFoundPage />}
    </Stack>
  );
}
