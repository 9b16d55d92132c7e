import { Anchor, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, paths, supportMessages, type Ticket } from '@sevak/shared';
import { Link } from 'react-router';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { useMyTickets } from '../api/member-tickets';
import { LoadFailed } from '../../../components/load-failed';
import { TicketStatusBadge } from '../components/ticket-status-badge';
import { TicketKindBadge } from '../components/ticket-kind-badge';

const WRAP = { overflowWrap: 'break-word', whiteSpace: 'pre-wrap' } as const;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

function NoResolution() {
  return (
    <Text span c="dimmed" inherit>
      {translateText(supportMessages.noResolution)}
    </Text>
  );
}

/** A ticket's issue: a data request's is its topic, words of @sevak/shared (in the member's language), marked as such. */
function IssueText({ ticket }: { ticket: Ticket }) {
  if (ticket.kind !== 'data_request') return <>{ticket.issue}</>;
  return (
    <>
      {translateText(ticket.issue)} <TicketKindBadge kind={ticket.kind} />
    </>
  );
}

/** One ticket as a card (phones): the issue and its status, what was asked, the answer, the day. */
function TicketCard({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('support');
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600} style={WRAP}>
            <IssueText ticket={ticket} />
          </Text>
          <TicketStatusBadge status={ticket.status} />
        </Group>
        <Text size="sm" style={WRAP}>
          {ticket.description}
        </Text>
        <div>
          <Text size="xs" c="dimmed">
            {t('myTickets.resolutionMessage')}
          </Text>
          <Text size="sm" style={WRAP}>
            {ticket.resolutionMessage ?? <NoResolution />}
          </Text>
        </div>
        <Text size="xs" c="dimmed">
          {t('myTickets.created', { date: formatDateTime(ticket.createdAt) })}
        </Text>
      </Stack>
    </Paper>
  );
}

function MyTicketsTable({ tickets }: { tickets: Ticket[] }) {
  const { t } = useTranslation('support');
  return (
    <Table.ScrollContainer
      minWidth={720}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('myTickets.listLabel')}
    >
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.issue')}</Table.Th>
            <Table.Th>{t('fields.description')}</Table.Th>
            <Table.Th>{t('fields.status')}</Table.Th>
            <Table.Th>{t('myTickets.resolutionMessage')}</Table.Th>
            <Table.Th style={NOWRAP}>{t('myTickets.createdAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => (
            <Table.Tr key={ticket._id}>
              <Table.Td style={WRAP}>
                <IssueText ticket={ticket} />
              </Table.Td>
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
  const { t } = useTranslation('support');
  const wide = useWideScreen();
  if (wide) return <MyTicketsTable tickets={tickets} />;
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('myTickets.listLabel')}>
      {tickets.map((ticket) => (
        <TicketCard key={ticket._id} ticket={ticket} />
      ))}
    </Stack>
  );
}

/** /ViewTickits, 'Your Support Tickets': every ticket the member raised, newest first. */
export function MyTicketsPage() {
  const { t } = useTranslation('support');
  usePageTitle(t('myTickets.title'));
  const tickets = useMyTickets();

  let body;
  if (tickets.isPending) body = <Loader size="sm" aria-label={t('myTickets.loading')} />;
  else if (tickets.isError) {
    body = <LoadFailed message={translateText(supportMessages.fetchFailed)} onRetry={() => void tickets.refetch()} />;
  } else if (tickets.data.length === 0) body = <Text c="dimmed">{t('myTickets.empty')}</Text>;
  else body = <MyTicketList tickets={tickets.data} />;

  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={1000} mx="auto">
      <Title order={1} size="h2">
        {t('myTickets.title')}
      </Title>
      {body}
      <Anchor component={Link} to={paths.support}>
        {t('myTickets.backToSupport')}
      </Anchor>
    </Stack>
  );
}
