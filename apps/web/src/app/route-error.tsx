import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { paths } from '@sevak/shared';
import { useTranslation } from '../i18n/i18n';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';

/** What a page shows when it fails to render or its code fails to download. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const staleChunk =
    error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);

  return (
    <Stack gap="sm" py="xl" px="md" align="flex-start" role="alert">
      <Title order={1}>{t('routeError.title')}</Title>
      <Text>{staleChunk ? t('routeError.newVersion') : t('routeError.notShown')}</Text>
      <Group>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <Anchor component={Link} to={paths.home}>
          {t('actions.goHome')}
        </Anchor>
      </Group>
    </Stack>
  );
}
