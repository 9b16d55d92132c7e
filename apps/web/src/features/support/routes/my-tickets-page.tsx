import { Anchor, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, paths, supportMessages, type Ticket } from '@sevak/shared';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { useMyTickets } from '../api/member-tickets';
import { LoadFailed } from '../../../components/load-failed';
import { TicketStatusBadge } from '../components/ticket-status-badge';

export const NO_TICKETS_TEXT = 'You have not raised any tickets yet.';

const WRAP = { overflowWrap: 'break-word', whiteSpace: 'pre-wrap' } as const;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

function NoResolution() {
  return (
    <Text span c="dimmed" inherit>
      {supportMessages.noResolution}
    </Text>
  );
}

/** One ticket as a card (phones): the issue and its status, what was asked, the answer, the day. */
function TicketCard({ ticket }: { ticket: Ticket }) {
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600} style={WRAP}>
            {ticket.issue}
          </Text>
          <TicketStatusBadge status={ticket.status} />
        </Group>
        <Text size="sm" style={WRAP}>
          {ticket.description}
        </Text>
        <div>
          <Text size="xs" c="dimmed">
            Resolution Message
          </Text>
          <Text size="sm" style={WRAP}>
            {ticket.resolutionMessage ?? <NoResolution />}
          </Text>
        </div>
        <Text size="xs" c="dimmed">
          Created {formatDateTime(ticket.createdAt)}
        </Text>
      </Stack>
    </Paper>
  );
}

function MyTicketsTable({ tickets }: { tickets: Ticket[] }) {
  return (
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
              <Table.Td style={WRAP}>{ticket.resolutionMessage ?? <NoResolution />}</Table.Td>
              <Table.Td style={NOWRAP}>{formatDateTime(ticket.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The member's tickets: a table on a wide screen, a card each on a phone (no sideways scroll). */
function MyTicketList({ tickets }: { tickets: Ticket[] }) {
  const wide = useWideScreen();
  if (wide) return <MyTicketsTable tickets={tickets} />;
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your tickets">
      {tickets.map((ticket) => (
        <TicketCard key={ticket._id} ticket={ticket} />
      ))}
    </Stack>
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
  else body = <MyTicketList tickets={tickets.data} />;

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
