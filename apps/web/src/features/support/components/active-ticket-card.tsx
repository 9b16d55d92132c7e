import { Box, Paper, Title } from '@mantine/core';
import { formatDateTime, type Ticket } from '@sevak/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { DetailLines } from '../../../components/detail-lines';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketTimers } from './ticket-timers';

/**
 * The member's open ticket (in place of the form while it is Pending). `focusOnShow`: after a
 * submit the form is gone, so focus moves to this card's heading instead of the page's start.
 */
export function ActiveTicketCard({ ticket, focusOnShow = false }: { ticket: Ticket; focusOnShow?: boolean }) {
  const { t } = useTranslation('support');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="support-active-ticket">
      <Title order={2} size="h4" id="support-active-ticket" mb="sm" ref={heading} tabIndex={-1}>
        {t('activeTicket.title')}
      </Title>
      <DetailLines
        items={[
          { term: t('fields.ticketNumber'), value: ticket.ticketNumber },
          { term: t('fields.issue'), value: ticket.issue },
          { term: t('fields.description'), value: ticket.description },
          { term: t('fields.status'), value: <TicketStatusBadge status={ticket.status} /> },
          { term: t('activeTicket.submittedOn'), value: formatDateTime(ticket.createdAt) },
        ]}
      />
      <Box mt="sm">
        <TicketTimers ticket={ticket} />
      </Box>
    </Paper>
  );
}
