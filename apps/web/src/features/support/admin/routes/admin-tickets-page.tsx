import { Loader, Stack, Text, Title } from '@mantine/core';
import { supportMessages } from '@sevak/shared';
import { useMemo } from 'react';
import { usePageTitle } from '../../../../lib/page-title';
// The support feature owns tickets; this page is the admin area's view of them.
import { useAdminTickets } from '../api/admin-tickets';
import { AdminTicketTable } from '../components/admin-ticket-table';
import { LoadFailed } from '../../../../components/load-failed';
import { TicketFiltersForm } from '../components/ticket-filters';
import { ticketFiltersFromSearch } from '../utils/ticket-filters';
import { useUrlFilters } from '../../../../lib/url-filters';
import { ticketErrorMessage } from '../../utils/ticket-errors';
import { LoadMore } from '../../../../components/load-more';

export const NO_TICKETS_FOUND_TEXT = 'No tickets found.';

/**
 * /admin/support, 'All Tickets': every member's tickets, newest first, filtered by status and
 * member on the server, 'Load more' at a time. Pending rows are resolved with a message; resolved
 * rows can be deleted.
 */
export function AdminTicketsPage() {
  usePageTitle('All Tickets');
  const { filters, set } = useUrlFilters(ticketFiltersFromSearch);
  const list = useAdminTickets(filters);
  const tickets = useMemo(() => list.data?.pages.flatMap((page) => page.tickets) ?? [], [list.data]);

  let body;
  if (list.isPending) body = <Loader size="sm" aria-label="Loading tickets" />;
  else if (list.isError && !list.isFetchNextPageError) {
    body = <LoadFailed message={supportMessages.fetchFailed} onRetry={() => void list.refetch()} />;
  } else if (tickets.length === 0) body = <Text c="dimmed">{NO_TICKETS_FOUND_TEXT}</Text>;
  else {
    body = (
      <Stack gap="md">
        <AdminTicketTable tickets={tickets} busy={list.isFetching && list.isPlaceholderData} />
        <LoadMore
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
          failed={
            list.isFetchNextPageError
              ? {
                  title: 'More tickets could not be loaded',
                  message: ticketErrorMessage(list.error, supportMessages.fetchFailed),
                }
              : null
          }
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>All Tickets</Title>
      <TicketFiltersForm value={filters} onChange={set} />
      {body}
    </Stack>
  );
}
