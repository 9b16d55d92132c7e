import { Anchor } from '@mantine/core';
import { formatDateTime, formatRupees, type WorkRequest } from '@sevak/shared';
import { useTranslation } from '../../../i18n/i18n';
import type { TFunction } from 'i18next';
import { DetailLines, type DetailLine } from '../../../components/detail-lines';
import { useSlotWords } from '../../../lib/slot-words';
import { providerNameOf, type Viewer } from '../utils/booking-role';

/** '98765 43210' → 'tel:9876543210' (a dialler wants digits). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The full address once the provider may see it, else only the place. */
function whereOf(request: WorkRequest, t: TFunction<'work'>): { term: string; value: string } {
  const { address, place } = request;
  if (address) {
    return {
      term: t('details.address'),
      value: `${address.area}, ${address.city}, ${address.state} ${address.pincode}, ${address.country}`,
    };
  }
  return { term: t('details.place'), value: `${place.city}, ${place.state} ${place.pincode}` };
}

/** A booking's time, service and money (docs/contract.md §5c); the provider reads their earning. */
function useBookingLines(request: WorkRequest, viewer: Viewer): DetailLine[] {
  const { t } = useTranslation('work');
  const words = useSlotWords();
  if (!request.service || !request.slotStart) return [];
  const lines: DetailLine[] = [
    { term: t('details.service'), value: request.service.title },
    {
      term: t('details.when'),
      value: (
        <time dateTime={request.slotStart}>
          {request.slotEnd
            ? t('details.fromTo', { from: words.when(request.slotStart), to: words.time(request.slotEnd) })
            : words.when(request.slotStart)}
        </time>
      ),
    },
    {
      term: t('details.amount'),
      value: request.amount === null ? t('details.amountPending') : formatRupees(request.amount),
    },
  ];
  if (viewer === 'received' && request.earning !== null) {
    lines.push({
      term: t('details.earning'),
      value: t('details.earningValue', { amount: formatRupees(request.earning) }),
    });
  }
  if (request.quoteNote) lines.push({ term: t('details.quoteNote'), value: request.quoteNote });
  return lines;
}

/**
 * The other party, time, work and place of a request, and the phone once it is accepted (the
 * seeker sees the provider's, the provider the seeker's contact phone); a booking's service, time
 * and amount instead of the preferred time. An admin reading a dispute sees both parties.
 */
export function RequestDetails({ request, box }: { request: WorkRequest; box: Viewer }) {
  const { t } = useTranslation('work');
  const booking = useBookingLines(request, box);
  const phone = box === 'sent' ? request.provider.phone : request.contactPhone;
  const parties: DetailLine[] = [
    ...(box !== 'received' ? [{ term: t('details.provider'), value: providerNameOf(request) }] : []),
    ...(box !== 'sent' ? [{ term: t('details.seeker'), value: request.seeker.name }] : []),
  ];
  const lines: DetailLine[] = [
    ...parties,
    ...(booking.length > 0
      ? booking
      : [
          {
            term: t('details.preferredTime'),
            value: <time dateTime={request.preferredAt}>{formatDateTime(request.preferredAt)}</time>,
          },
        ]),
    { term: t('details.workNeeded'), value: request.description },
    whereOf(request, t),
  ];
  if (phone) lines.push({ term: t('details.phone'), value: <Anchor href={telHref(phone)}>{phone}</Anchor> });

  return <DetailLines items={lines} gap="xs" />;
}
