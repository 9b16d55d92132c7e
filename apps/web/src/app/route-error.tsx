import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { paths } from '@sevak/shared';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';

/** What a page shows when it fails to render or its code fails to download. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const staleChunk =
    error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);

  return (
    <Stack gap="sm" py="xl" px="md" align="flex-start" role="alert">
      <Title order={1}>Something went wrong</Title>
      <Text>
        {staleChunk
          ? 'A new version of Sevak is available, or the connection dropped. Reload the page to continue.'
          : 'This page could not be shown. Please try again.'}
      </Text>
      <Group>
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Anchor component={Link} to={paths.home}>
          Go to the home page
        </Anchor>
      </Group>
    </Stack>
  );
}
