import { Anchor, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { paths, WORK_BOXES, type WorkBox } from '@sevak/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { Link, useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/load-more';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useWorkRequests, workRequestsQuery } from '../api/work-requests';
import { WorkRequestCard } from '../components/work-request-card';
import { LoadFailed } from '../../../components/load-failed';

function isWorkBox(value: string | null): value is WorkBox {
  return WORK_BOXES.includes(value as WorkBox);
}

/** The open tab lives in the URL (?tab=received), so the bell's links open the right one; null when none. */
function useWorkTab(): [WorkBox | null, (box: WorkBox) => void] {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab');
  const setBox = (next: WorkBox) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  return [isWorkBox(tab) ? tab : null, setBox];
}

/**
 * The tab /work opens on when the URL names none: 'Requests I received' for a
 * provider with a request waiting for their answer, else 'Requests I sent'. Decided once, on the
 * first answer, so answering that request does not move the page under the provider's feet.
 * Null while the received box is still being asked for.
 */
function useOpeningTab(asked: boolean): WorkBox | null {
  const { user } = useSession();
  const provider = (user?.businessCategory.length ?? 0) > 0;
  const received = useInfiniteQuery({ ...workRequestsQuery('received'), enabled: asked && provider });
  const [opening, setOpening] = useState<WorkBox | null>(null);
  if (opening) return opening;
  if (!asked || !provider) return 'sent';
  if (received.isLoading) return null;
  const waiting = received.data?.pages[0]?.requests.some((request) => request.status === 'sent') ?? false;
  const decided: WorkBox = waiting ? 'received' : 'sent';
  setOpening(decided);
  return decided;
}

function EmptyBox({ box }: { box: WorkBox }) {
  const { t } = useTranslation('work');
  if (box === 'received') return <Text c="dimmed">{t('list.emptyReceived')}</Text>;
  return (
    <Text c="dimmed">
      {t('list.emptySent')}{' '}
      <Anchor component={Link} to={paths.services}>
        {t('list.findService')}
      </Anchor>
    </Text>
  );
}

function RequestList({ box }: { box: WorkBox }) {
  const { t } = useTranslation('work');
  const list = useWorkRequests(box);
  const requests = useMemo(() => list.data?.pages.flatMap((page) => page.requests) ?? [], [list.data]);

  if (list.isPending) return <Loader size="sm" aria-label={t('page.loading')} />;
  if (list.isError && !list.isFetchNextPageError) {
    return (
      <LoadFailed title={t('list.failed')} message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
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
        failed={list.isFetchNextPageError ? { title: t('list.moreFailed'), message: errorMessage(list.error) } : null}
      />
    </Stack>
  );
}

/** /work: the requests a member sent as a seeker and those they received as a provider. */
export function WorkPage() {
  const { t } = useTranslation('work');
  usePageTitle(t('page.title'));
  const [chosen, setBox] = useWorkTab();
  const opening = useOpeningTab(chosen === null);
  const box = chosen ?? opening;
  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={760} mx="auto">
      <Title order={1} size="h2">
        {t('page.title')}
      </Title>
      {/* Only the open tab is mounted, so only its box is asked for (and, to choose the tab, a provider's received box). */}
      {box ? (
        <Tabs value={box} onChange={(value) => isWorkBox(value) && setBox(value)} keepMounted={false}>
          <Tabs.List grow>
            {WORK_BOXES.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {t(`tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {WORK_BOXES.map((tab) => (
            <Tabs.Panel key={tab} value={tab} pt="md">
              <RequestList box={tab} />
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        <Loader size="sm" aria-label={t('page.loading')} />
      )}
    </Stack>
  );
}
