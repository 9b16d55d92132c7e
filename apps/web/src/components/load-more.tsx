import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';
import { ErrorAlert } from './error-alert';

type LoadMoreProps = {
  /** From useInfiniteQuery. */
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  /** Shown when the last "Load more" failed: a title and the reason. */
  failed?: { title: string; message: ReactNode } | null;
};

/** The end of a keyset-paged list: why the next page failed, and "Load more" while there is one. */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage, failed }: LoadMoreProps) {
  const { t } = useTranslation();
  return (
    <>
      {failed && <ErrorAlert title={failed.title}>{failed.message}</ErrorAlert>}
      {hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
            {t('loadMore.button')}
          </Button>
        </Group>
      )}
    </>
  );
}
