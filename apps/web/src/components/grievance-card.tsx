import { Anchor, Text } from '@mantine/core';
import { grievanceMessages } from '@sevak/shared';
import { translateText, useTranslation } from '../i18n/i18n';
import { usePublicConfig } from '../lib/public-config';
import { DetailLines, type DetailLine } from './detail-lines';
import { SectionCard } from './section';

/** '+91 80 4718 1210' → 'tel:+918047181210'. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The Grievance officer (DPDP Rules 2025): name, email, phone and the period we promise
 * to answer in, from GET /config/public (GRIEVANCE_*). On /privacyPolicy, /aboutus and /support.
 * Until the configuration answers, the lines it has no value for are left out.
 */
export function GrievanceCard({ id = 'grievance-officer' }: { id?: string }) {
  // Subscribes to the language: the words are @sevak/shared's, translated by translateText.
  useTranslation();
  const { name, email, phone, responseDays } = usePublicConfig().privacy.grievanceOfficer;
  const items: DetailLine[] = [];
  // The default officer is a title of @sevak/shared, said in Hindi too; a real officer's name as written.
  if (name) items.push({ term: translateText(grievanceMessages.name), value: translateText(name) });
  if (email) {
    items.push({
      term: translateText(grievanceMessages.email),
      value: <Anchor href={`mailto:${email}`}>{email}</Anchor>,
    });
  }
  if (phone) {
    items.push({ term: translateText(grievanceMessages.phone), value: <Anchor href={telHref(phone)}>{phone}</Anchor> });
  }
  return (
    <SectionCard id={id} title={translateText(grievanceMessages.title)}>
      <Text mb="sm">{translateText(grievanceMessages.intro)}</Text>
      {items.length > 0 ? <DetailLines items={items} /> : null}
      <Text mt="sm" fw={600}>
        {translateText(grievanceMessages.replyWithin(responseDays))}
      </Text>
      <Text mt="xs" size="sm" c="dimmed">
        {translateText(grievanceMessages.board)}
      </Text>
    </SectionCard>
  );
}
