import { Button, Table, Text } from '@mantine/core';
import { supportMessages, type AdminTicket } from '@sevak/shared';
import { FoldedLines, NOWRAP, stickyActions, WRAP, WRAP_ANYWHERE } from '../../../components/table-fit';
import { useScreenFrom } from '../../../components/table-fit';
import { DeleteTicketButton } from './delete-ticket-button';
import { ResolutionInput, useResolveTicketForm } from './resolve-ticket';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketKindBadge } from './ticket-kind-badge';

const TEXT = { ...WRAP, whiteSpace: 'pre-wrap' } as const;

/**
 * Which of the spec's columns have a column of their own at this width (issue 17 #10): at 1280 px
 * the phone and email fold under the member's name and the description under the issue, so the
 * resolution box and 'Mark as Resolved' stay on screen.
 */
type Shown = { contact: boolean; description: boolean };

function useShownColumns(): Shown {
  const reached = useScreenFrom();
  return { contact: reached('xxl'), description: reached('xl') };
}

function Dimmed({ children }: { children: string }) {
  return (
    <Text span c="dimmed" inherit>
      {children}
    </Text>
  );
}

function MemberCells({ member, shown }: { member: AdminTicket['userId']; shown: Shown }) {
  if (!member) {
    return (
      <>
        <Table.Td>
          <Dimmed>Deleted member</Dimmed>
        </Table.Td>
        {shown.contact ? (
          <>
            <Table.Td />
            <Table.Td />
          </>
        ) : null}
      </>
    );
  }
  if (!shown.contact) {
    return (
      <Table.Td style={TEXT}>
        {member.name}
        <FoldedLines
          lines={[
            { label: 'Phone', value: member.phone },
            { label: 'Email', value: member.email, anywhere: true },
          ]}
        />
      </Table.Td>
    );
  }
  return (
    <>
      <Table.Td style={TEXT}>{member.name}</Table.Td>
      <Table.Td style={NOWRAP}>{member.phone}</Table.Td>
      <Table.Td style={WRAP_ANYWHERE}>{member.email}</Table.Td>
    </>
  );
}

/** The issue, and its description: in a column of its own on a wide screen, under the issue on a laptop. */
function IssueCells({ ticket, shown }: { ticket: AdminTicket; shown: Shown }) {
  if (!shown.description) {
    return (
      <Table.Td style={TEXT}>
        <Text inherit fw={600}>
          {ticket.issue}
        </Text>
        <Text inherit size="xs" mt={2}>
          {ticket.description}
        </Text>
      </Table.Td>
    );
  }
  return (
    <>
      <Table.Td style={TEXT}>{ticket.issue}</Table.Td>
      <Table.Td style={TEXT}>{ticket.description}</Table.Td>
    </>
  );
}

type RowProps = { ticket: AdminTicket; srNo: number; shown: Shown };

function PendingRow({ ticket, srNo, shown }: RowProps) {
  const form = useResolveTicketForm(ticket);
  return (
    <Table.Tr>
      <Table.Td>{srNo}</Table.Td>
      <Table.Td>
        <TicketKindBadge kind={ticket.kind} english />
      </Table.Td>
      <MemberCells member={ticket.userId} shown={shown} />
      <IssueCells ticket={ticket} shown={shown} />
      <Table.Td>
        <ResolutionInput ticket={ticket} form={form} />
      </Table.Td>
      <Table.Td>
        <TicketStatusBadge status={ticket.status} english />
      </Table.Td>
      <Table.Td style={{ ...NOWRAP, ...stickyActions(srNo - 1) }}>
        <Button size="compact-sm" color="green" onClick={form.submit} loading={form.busy}>
          Mark as Resolved
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function ResolvedRow({ ticket, srNo, shown }: RowProps) {
  return (
    <Table.Tr>
      <Table.Td>{srNo}</Table.Td>
      <Table.Td>
        <TicketKindBadge kind={ticket.kind} english />
      </Table.Td>
      <MemberCells member={ticket.userId} shown={shown} />
      <IssueCells ticket={ticket} shown={shown} />
      <Table.Td style={TEXT}>{ticket.resolutionMessage ?? <Dimmed>{supportMessages.noResolution}</Dimmed>}</Table.Td>
      <Table.Td>
        <TicketStatusBadge status={ticket.status} english />
      </Table.Td>
      <Table.Td style={stickyActions(srNo - 1)}>
        <DeleteTicketButton ticket={ticket} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The 'All Tickets' table (spec §2 columns, those a width cannot hold folded into others); on a
 * phone it scrolls sideways in its own box, its actions pinned to the right edge.
 */
export function AdminTicketTable({ tickets, busy }: { tickets: AdminTicket[]; busy: boolean }) {
  const shown = useShownColumns();
  const columns = [
    'Sr.no',
    'Type',
    'User',
    ...(shown.contact ? ['Phone', 'Email'] : []),
    'Issue',
    ...(shown.description ? ['Description'] : []),
    'Resolution Message',
    'Status',
  ];
  return (
    <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} role="region" aria-label="Tickets">
      <Table striped verticalSpacing="xs" aria-busy={busy || undefined}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} style={NOWRAP}>
                {column}
              </Table.Th>
            ))}
            <Table.Th style={{ ...NOWRAP, ...stickyActions() }}>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket, i) =>
            ticket.status === 'Pending' ? (
              <PendingRow key={ticket._id} ticket={ticket} srNo={i + 1} shown={shown} />
            ) : (
              <ResolvedRow key={ticket._id} ticket={ticket} srNo={i + 1} shown={shown} />
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
