import { Anchor, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { paths, WORK_BOXES, type WorkBox } from '@sevak/shared';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/load-more';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useWorkRequests } from '../api/work-requests';
import { WorkRequestCard } from '../components/work-request-card';
import { LoadFailed } from '../../../components/load-failed';

const TAB_LABELS: Record<WorkBox, string> = { sent: 'Requests I sent', received: 'Requests I received' };

function isWorkBox(value: string | null): value is WorkBox {
  return WORK_BOXES.includes(value as WorkBox);
}

/** The open tab lives in the URL (?tab=received), so the bell's links open the right one. */
function useWorkTab(): [WorkBox, (box: WorkBox) => void] {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab');
  const box: WorkBox = isWorkBox(tab) ? tab : 'sent';
  const setBox = (next: WorkBox) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  return [box, setBox];
}

function EmptyBox({ box }: { box: WorkBox }) {
  if (box === 'received') return <Text c="dimmed">No requests yet. Requests from seekers will appear here.</Text>;
  return (
    <Text c="dimmed">
      You have not sent any requests yet.{' '}
      <Anchor component={Link} to={paths.services}>
        Find a service
      </Anchor>
    </Text>
  );
}

function RequestList({ box }: { box: WorkBox }) {
  const list = useWorkRequests(box);
  const requests = useMemo(() => list.data?.pages.flatMap((page) => page.requests) ?? [], [list.data]);

  if (list.isPending) return <Loader size="sm" aria-label="Loading your requests" />;
  if (list.isError && !list.isFetchNextPageError) {
    return (
      <LoadFailed
        title="Your requests could not be loaded"
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (requests.length === 0) return <EmptyBox box={box} />;
  return (
    <Stack gap="md">
      {requests.map((request) => (
        <WorkRequestCard key={request._id} request={request} box={box} />
      ))}
      <LoadMore
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={list.fetchNextPage}
        failed={
          list.isFetchNextPageError
            ? { title: 'More requests could not be loaded', message: errorMessage(list.error) }
            : null
        }
      />
    </Stack>
  );
}

/** /work: the requests a member sent as a seeker and those they received as a provider (issue 7 §4–5). */
export function WorkPage() {
  usePageTitle('Work');
  const [box, setBox] = useWorkTab();
  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={760} mx="auto">
      <Title order={1} size="h2">
        Work
      </Title>
      {/* Only the open tab is mounted, so only its box is asked for. */}
      <Tabs value={box} onChange={(value) => isWorkBox(value) && setBox(value)} keepMounted={false}>
        <Tabs.List grow>
          {WORK_BOXES.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {TAB_LABELS[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {WORK_BOXES.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="md">
            <RequestList box={tab} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
