import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { BookingInvoice, WorkRequest } from '@sevak/shared';
import { useTranslation } from '../../../i18n/i18n';

/** GET /work/requests/{id}/invoice?kind=&lang=: a PDF the browser saves. */
const invoiceUrl = (id: string, invoice: BookingInvoice, lang: 'en' | 'hi') =>
  `/api/work/requests/${encodeURIComponent(id)}/invoice?kind=${invoice.kind}&lang=${lang}`;

/** A download in each language: the link's words, and its name for a screen reader. */
const LANGUAGE_LINKS = [
  { lang: 'en', label: 'invoices.english', labelOf: 'invoices.englishOf' },
  { lang: 'hi', label: 'invoices.hindi', labelOf: 'invoices.hindiOf' },
] as const;

/**
 * A booking's invoices once its money is released (docs/decisions/041): the job's to both sides,
 * Sevak's commission's to the provider; each in English or Hindi.
 */
export function BookingInvoices({ request }: { request: WorkRequest }) {
  const { t } = useTranslation('work');
  if (request.invoices.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="booking-invoices">
      <Title order={2} size="h4" id="booking-invoices">
        {t('invoices.title')}
      </Title>
      {request.invoices.map((invoice) => {
        const name = t(`invoices.${invoice.kind}`, {
          document: t(`invoices.document.${invoice.document}`),
          number: invoice.number,
        });
        return (
          <Stack key={invoice.kind} gap={2}>
            <Text size="sm">{name}</Text>
            <Group gap="md">
              {LANGUAGE_LINKS.map(({ lang, label, labelOf }) => (
                <Anchor
                  key={lang}
                  href={invoiceUrl(request._id, invoice, lang)}
                  download
                  size="sm"
                  aria-label={t(labelOf, { name })}
                >
                  {t(label)}
                </Anchor>
              ))}
            </Group>
          </Stack>
        );
      })}
    </Stack>
  );
}
