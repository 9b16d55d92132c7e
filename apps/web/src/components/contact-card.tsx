import { Anchor } from '@mantine/core';
import { translateText, useTranslation } from '../i18n/i18n';
import { SectionCard } from './section';
import { usePublicConfig } from '../lib/public-config';
import { DetailLines, type DetailLine } from './detail-lines';

/** '+91 80 4718 1210' → 'tel:+918047181210' (a dialler wants digits and the leading +). */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The support desk's phone, email and hours (GET /config/public). Until the configuration answers
 * (or for a value the server leaves empty) that line is left out; with none, no card.
 */
export function ContactCard() {
  const { t } = useTranslation('services');
  const { phone, email, hours } = usePublicConfig().support;
  const items: DetailLine[] = [];
  if (phone) items.push({ term: t('contact.phone'), value: <Anchor href={telHref(phone)}>{phone}</Anchor> });
  if (email) items.push({ term: t('contact.email'), value: <Anchor href={`mailto:${email}`}>{email}</Anchor> });
  // The default hours are a text of @sevak/shared (Hindi in spec.json); a deployment's own, as written.
  if (hours) items.push({ term: t('contact.hours'), value: translateText(hours) });
  if (items.length === 0) return null;
  return (
    <SectionCard id="support-contact" title={t('contact.title')}>
      <DetailLines items={items} />
    </SectionCard>
  );
}
