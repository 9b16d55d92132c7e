import { Button, Table, Text } from '@mantine/core';
import { supportMessages, type AdminTicket } from '@sevak/shared';
import { DeleteTicketButton } from './delete-ticket-button';
import { ResolutionInput, useResolveTicketForm } from './resolve-ticket';
import { TicketStatusBadge } from './ticket-status-badge';

const WRAP = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;
const NOWRAP = { whiteSpace: 'nowrap' } as const;
const COLUMNS = ['Sr.no', 'User', 'Phone', 'mail', 'Issue', 'Description', 'Resolution Message', 'Status', 'Actions'];

function Dimmed({ children }: { children: string }) {
  return (
    <Text span c="dimmed" inherit>
      {children}
    </Text>
  );
}

function MemberCells({ member }: { member: AdminTicket['userId'] }) {
  if (!member) {
    return (
      <>
        <Table.Td>
          <Dimmed>Deleted member</Dimmed>
        </Table.Td>
        <Table.Td />
        <Table.Td />
      </>
    );
  }
  return (
    <>
      <Table.Td style={WRAP}>{member.name}</Table.Td>
      <Table.Td style={NOWRAP}>{member.phone}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.email}</Table.Td>
    </>
  );
}

function PendingRow({ ticket, srNo }: { ticket: AdminTicket; srNo: number }) {
  const form = useResolveTicketForm(ticket);
  return (
    <Table.Tr>
      <Table.Td>{srNo}</Table.Td>
      <MemberCells member={ticket.userId} />
      <Table.Td style={WRAP}>{ticket.issue}</Table.Td>
      <Table.Td style={WRAP}>{ticket.description}</Table.Td>
      <Table.Td>
        <ResolutionInput ticket={ticket} form={form} />
      </Table.Td>
      <Table.Td>
        <TicketStatusBadge status={ticket.status} />
      </Table.Td>
      <Table.Td style={NOWRAP}>
        <Button size="compact-sm" color="green" onClick={form.submit} loading={form.busy}>
          Mark as Resolved
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function ResolvedRow({ ticket, srNo }: { ticket: AdminTicket; srNo: number }) {
  return (
    <Table.Tr>
      <Table.Td>{srNo}</Table.Td>
      <MemberCells member={ticket.userId} />
      <Table.Td style={WRAP}>{ticket.issue}</Table.Td>
      <Table.Td style={WRAP}>{ticket.description}</Table.Td>
      <Table.Td style={WRAP}>{ticket.resolutionMessage ?? <Dimmed>{supportMessages.noResolution}</Dimmed>}</Table.Td>
      <Table.Td>
        <TicketStatusBadge status={ticket.status} />
      </Table.Td>
      <Table.Td>
        <DeleteTicketButton ticket={ticket} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The 'All Tickets' table (spec §2 columns); wide, so it scrolls sideways in its own box on a phone. */
export function AdminTicketTable({ tickets, busy }: { tickets: AdminTicket[]; busy: boolean }) {
  return (
    <Table.ScrollContainer minWidth={1180} type="native" tabIndex={0} role="region" aria-label="Tickets">
      <Table striped verticalSpacing="xs" aria-busy={busy || undefined}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} style={NOWRAP}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket, i) =>
            ticket.status === 'Pending' ? (
              <PendingRow key={ticket._id} ticket={ticket} srNo={i + 1} />
            ) : (
              <ResolvedRow key={ticket._id} ticket={ticket} srNo={i + 1} />
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
