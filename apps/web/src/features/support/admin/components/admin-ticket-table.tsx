import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatDateTime, supportMessages, type AdminTicket } from '@sevak/shared';
import { createContext, use, type ReactNode } from 'react';
import { RecordList, type RecordColumn } from '../../../../components/record-list';
import { AcknowledgeTicketButton } from './acknowledge-ticket-button';
import { DeleteTicketButton } from './delete-ticket-button';
import { DisputeButton } from './dispute-dialog';
import { ResolutionInput, useResolveTicketForm } from './resolve-ticket';
import { TicketStatusBadge } from '../../components/ticket-status-badge';
import { TicketKindBadge } from '../../components/ticket-kind-badge';
import { TypedText } from '../../components/typed-text';

function Dimmed({ children }: { children: string }) {
  return (
    <Text span c="dimmed" inherit>
      {children}
    </Text>
  );
}

type ResolveForm = ReturnType<typeof useResolveTicketForm>;

/** A Pending row's resolution form: its input and its button sit in different cells. */
const ResolveFormContext = createContext<ResolveForm | null>(null);

function PendingTicket({ ticket, children }: { ticket: AdminTicket; children: ReactNode }) {
  const form = useResolveTicketForm(ticket);
  return <ResolveFormContext value={form}>{children}</ResolveFormContext>;
}

/** Each row (or card): a Pending ticket holds its resolution form. */
function TicketRow({ record, children }: { record: AdminTicket; children: ReactNode }) {
  return record.status === 'Pending' ? <PendingTicket ticket={record}>{children}</PendingTicket> : children;
}

function ResolutionCell({ ticket }: { ticket: AdminTicket }) {
  const form = use(ResolveFormContext);
  if (form) return <ResolutionInput ticket={ticket} form={form} />;
  return ticket.resolutionMessage ? (
    <TypedText>{ticket.resolutionMessage}</TypedText>
  ) : (
    <Dimmed>{supportMessages.noResolution}</Dimmed>
  );
}

/** A time in India's, said so (the back office's due times). */
const ist = (at: string) => `${formatDateTime(at)} IST`;

/**
 * The grievance timers (Rule 4(5)): what is overdue, marked in red, then the due times still
 * running (or when it was acknowledged); a resolved ticket's are over.
 */
function DueCell({ ticket }: { ticket: AdminTicket }) {
  if (ticket.status !== 'Pending')
    return <Dimmed>{ticket.resolvedAt ? `Resolved ${ist(ticket.resolvedAt)}` : ''}</Dimmed>;
  return (
    <Stack gap={4} miw={170}>
      {ticket.acknowledgementOverdue && (
        <Badge color="red" variant="light" tt="none" miw="max-content">
          Acknowledgement overdue
        </Badge>
      )}
      {ticket.resolutionOverdue && (
        <Badge color="red" variant="light" tt="none" miw="max-content">
          Resolution overdue
        </Badge>
      )}
      <Text inherit size="xs">
        {ticket.acknowledgedAt
          ? `Acknowledged ${ist(ticket.acknowledgedAt)}`
          : `Acknowledge by ${ist(ticket.acknowledgementDueAt)}`}
      </Text>
      <Text inherit size="xs">
        Resolve by {ist(ticket.resolutionDueAt)}
      </Text>
    </Stack>
  );
}

function ActionsCell({ ticket }: { ticket: AdminTicket }) {
  const form = use(ResolveFormContext);
  // A dispute's booking: what happened and the decision on the money (docs/contract.md §5c).
  const dispute = ticket.kind === 'dispute' && ticket.bookingId ? <DisputeButton bookingId={ticket.bookingId} /> : null;
  if (!form) {
    return (
      <Group gap="xs" wrap="nowrap">
        {dispute}
        <DeleteTicketButton ticket={ticket} />
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {dispute}
      {ticket.acknowledgedAt === null && <AcknowledgeTicketButton ticket={ticket} />}
      <Button size="compact-sm" color="green" onClick={form.submit} loading={form.busy}>
        Mark as Resolved
      </Button>
    </Group>
  );
}

/**
 * The spec's columns, with the ticket's number and its timers: at 1280 px the phone and email fold
 * under the member's name and the description under the issue, so the resolution box and 'Mark as
 * Resolved' stay on screen.
 */
const COLUMNS: RecordColumn<AdminTicket>[] = [
  { header: 'Sr.no', cell: (_t, srNo) => srNo },
  { header: 'Ticket', cell: (t) => t.ticketNumber, nowrap: true },
  { header: 'Type', cell: (t) => <TicketKindBadge kind={t.kind} english /> },
  {
    header: 'User',
    main: true,
    cell: (t) => (t.userId ? <TypedText>{t.userId.name}</TypedText> : <Dimmed>Deleted member</Dimmed>),
  },
  { header: 'Phone', cell: (t) => t.userId?.phone ?? '', nowrap: true, from: 'xxl' },
  { header: 'Email', cell: (t) => t.userId?.email ?? '', anywhere: true, from: 'xxl' },
  // Narrower than xl: the description under the issue, in one cell.
  {
    header: 'Issue',
    key: 'issue-and-description',
    until: 'xl',
    cell: (t) => (
      <>
        <Text inherit fw={600} style={{ whiteSpace: 'pre-wrap' }}>
          {t.issue}
        </Text>
        <Text inherit size="xs" mt={2} style={{ whiteSpace: 'pre-wrap' }}>
          {t.description}
        </Text>
      </>
    ),
  },
  { header: 'Issue', cell: (t) => <TypedText>{t.issue}</TypedText>, from: 'xl', fold: false },
  { header: 'Description', cell: (t) => <TypedText>{t.description}</TypedText>, from: 'xl', fold: false },
  { header: 'Resolution Message', cell: (t) => <ResolutionCell ticket={t} /> },
  { header: 'Status', cell: (t) => <TicketStatusBadge status={t.status} english /> },
  { header: 'Due (IST)', cell: (t) => <DueCell ticket={t} /> },
  { header: 'Actions', cell: (t) => <ActionsCell ticket={t} />, nowrap: true, actions: true },
];

/**
 * The 'All Tickets' list, overdue first as the server sends it: a table on a wide screen (its
 * actions pinned to the right edge), a card per ticket on a phone.
 */
export function AdminTicketTable({ tickets, busy }: { tickets: AdminTicket[]; busy: boolean }) {
  return (
    <RecordList
      records={tickets}
      rowKey={(t) => t._id}
      columns={COLUMNS}
      label="Tickets"
      phone="table"
      row={TicketRow}
      minWidth={720}
      busy={busy}
    />
  );
}
