import { Anchor } from '@mantine/core';
import { formatDateTime, type WorkBox, type WorkRequest } from '@sevak/shared';
import { useTranslation } from '../../../i18n/i18n';
import type { TFunction } from 'i18next';
import { DetailLines, type DetailLine } from '../../../components/detail-lines';

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

/**
 * The other party, time, work and place of a request, and the phone once it is accepted (the
 * seeker sees the provider's, the provider the seeker's contact phone).
 */
export function RequestDetails({ request, box }: { request: WorkRequest; box: WorkBox }) {
  const { t } = useTranslation('work');
  const phone = box === 'sent' ? request.provider.phone : request.contactPhone;
  const lines: DetailLine[] = [
    box === 'sent'
      ? { term: t('details.provider'), value: request.provider.businessName || request.provider.name }
      : { term: t('details.seeker'), value: request.seeker.name },
    {
      term: t('details.preferredTime'),
      value: <time dateTime={request.preferredAt}>{formatDateTime(request.preferredAt)}</time>,
    },
    { term: t('details.workNeeded'), value: request.description },
    whereOf(request, t),
  ];
  if (phone) lines.push({ term: t('details.phone'), value: <Anchor href={telHref(phone)}>{phone}</Anchor> });

  return <DetailLines items={lines} gap="xs" />;
}
