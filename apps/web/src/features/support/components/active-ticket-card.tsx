import { Paper, Title } from '@mantine/core';
import { formatDateTime, type Ticket } from '@sevak/shared';
import { useEffect, useRef } from 'react';
import { DetailLines } from '../../../components/detail-lines';
import { TicketStatusBadge } from './ticket-status-badge';

/**
 * The member's open ticket (in place of the form while it is Pending). `focusOnShow`: after a
 * submit the form is gone, so focus moves to this card's heading instead of the page's start.
 */
export function ActiveTicketCard({ ticket, focusOnShow = false }: { ticket: Ticket; focusOnShow?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="support-active-ticket">
      <Title order={2} size="h4" id="support-active-ticket" mb="sm" ref={heading} tabIndex={-1}>
        Your open ticket
      </Title>
      <DetailLines
        items={[
          { term: 'Issue', value: ticket.issue },
          { term: 'Description', value: ticket.description },
          { term: 'Status', value: <TicketStatusBadge status={ticket.status} /> },
          { term: 'Submitted on', value: formatDateTime(ticket.createdAt) },
        ]}
      />
    </Paper>
  );
}
