import { Stack, Text } from '@mantine/core';
import { formatDateTime, type Ticket } from '@sevak/shared';
import { useTranslation } from '../../../i18n/i18n';

/**
 * What we promised on a ticket (the server's due times, Rule 4(5)): a reply by its acknowledgement
 * due time until an admin acts on it, and a resolution by its resolution due time until it is
 * resolved. Nothing once both are kept.
 */
export function TicketTimers({
  ticket,
}: {
  ticket: Pick<Ticket, 'status' | 'acknowledgedAt' | 'acknowledgementDueAt' | 'resolutionDueAt'>;
}) {
  const { t } = useTranslation('support');
  if (ticket.status !== 'Pending') return null;
  return (
    <Stack gap={2}>
      {ticket.acknowledgedAt === null && (
        <Text size="sm">{t('timers.replyBy', { time: formatDateTime(ticket.acknowledgementDueAt) })}</Text>
      )}
      <Text size="sm">{t('timers.resolveBy', { time: formatDateTime(ticket.resolutionDueAt) })}</Text>
    </Stack>
  );
}
