import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, paths, supportMessages, type Ticket } from '@sevak/shared';
import { Link } from 'react-router';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useMyTickets } from '../api/member-tickets';
import { LoadFailed } from '../../../components/load-failed';
import { RecordList, type RecordColumn } from '../../../components/record-list';
import { TicketStatusBadge } from '../components/ticket-status-badge';
import { TicketKindBadge } from '../components/ticket-kind-badge';
import { TicketTimers } from '../components/ticket-timers';
import { TypedText } from '../components/typed-text';

const WRAP = { overflowWrap: 'break-word', whiteSpace: 'pre-wrap' } as const;

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

/** One ticket's card (phones): the issue and its status, its number, what was asked, the answer, the day, what we promised. */
function TicketCard({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('support');
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text fw={600} style={WRAP}>
          <IssueText ticket={ticket} />
        </Text>
        <TicketStatusBadge status={ticket.status} />
      </Group>
      <Text size="xs" c="dimmed">
        {t('fields.ticketNumber')}: {ticket.ticketNumber}
      </Text>
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
      <TicketTimers ticket={ticket} />
    </Stack>
  );
}

/** The member's tickets: a table on a wide screen, a card each on a phone (no sideways scroll). */
function MyTicketList({ tickets }: { tickets: Ticket[] }) {
  const { t } = useTranslation('support');
  const columns: RecordColumn<Ticket>[] = [
    { header: t('fields.ticketNumber'), cell: (ticket) => ticket.ticketNumber, nowrap: true },
    {
      header: t('fields.issue'),
      cell: (ticket) => (
        <TypedText>
          <IssueText ticket={ticket} />
        </TypedText>
      ),
    },
    { header: t('fields.description'), cell: (ticket) => <TypedText>{ticket.description}</TypedText> },
    {
      header: t('fields.status'),
      cell: (ticket) => (
        <Stack gap={4} miw={160}>
          <TicketStatusBadge status={ticket.status} />
          <TicketTimers ticket={ticket} />
        </Stack>
      ),
    },
    {
      header: t('myTickets.resolutionMessage'),
      cell: (ticket) => <TypedText>{ticket.resolutionMessage ?? <NoResolution />}</TypedText>,
    },
    { header: t('myTickets.createdAt'), cell: (ticket) => formatDateTime(ticket.createdAt), nowrap: true },
  ];
  return (
    <RecordList
      records={tickets}
      rowKey={(ticket) => ticket._id}
      columns={columns}
      label={t('myTickets.listLabel')}
      card={(ticket) => <TicketCard ticket={ticket} />}
      minWidth={720}
    />
  );
}

/** /ViewTickits, 'Your Support Tickets': every ticket the member raised, newest first, with its number and our promised times. */
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
