import { Anchor, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, paths, supportMessages, type Ticket } from '@sevak/shared';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useMyTickets } from '../api/member-tickets';
import { LoadFailed } from '../../../components/load-failed';
import { TicketStatusBadge } from '../components/ticket-status-badge';

export const NO_TICKETS_TEXT = 'You have not raised any tickets yet.';

const WRAP = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

function MyTicketsTable({ tickets }: { tickets: Ticket[] }) {
  return (
    // On a phone the table scrolls sideways inside its own box; the page never does.
    <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} role="region" aria-label="Your tickets">
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Issue</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Resolution Message</Table.Th>
            <Table.Th style={NOWRAP}>Created At</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => (
            <Table.Tr key={ticket._id}>
              <Table.Td style={WRAP}>{ticket.issue}</Table.Td>
              <Table.Td style={WRAP}>{ticket.description}</Table.Td>
              <Table.Td>
                <TicketStatusBadge status={ticket.status} />
              </Table.Td>
              <Table.Td style={WRAP}>
                {ticket.resolutionMessage ?? (
                  <Text span c="dimmed" inherit>
                    {supportMessages.noResolution}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={NOWRAP}>{formatDateTime(ticket.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /ViewTickits, 'Your Support Tickets': every ticket the member raised, newest first. */
export function MyTicketsPage() {
  usePageTitle('Your Support Tickets');
  const tickets = useMyTickets();

  let body;
  if (tickets.isPending) body = <Loader size="sm" aria-label="Loading your tickets" />;
  else if (tickets.isError) {
    body = <LoadFailed message={supportMessages.fetchFailed} onRetry={() => void tickets.refetch()} />;
  } else if (tickets.data.length === 0) body = <Text c="dimmed">{NO_TICKETS_TEXT}</Text>;
  else body = <MyTicketsTable tickets={tickets.data} />;

  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={1000} mx="auto">
      <Title order={1} size="h2">
        Your Support Tickets
      </Title>
      {body}
      <Anchor component={Link} to={paths.support}>
        Back to Customer Care
      </Anchor>
    </Stack>
  );
}
