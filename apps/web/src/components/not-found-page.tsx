import { Anchor, Stack, Text, Title } from '@mantine/core';
import { paths } from '@sevak/shared';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Stack gap="sm" py="xl" align="flex-start">
      <Title order={1}>Page not found</Title>
      <Text>We could not find the page you asked for. It may have moved, or the link may be wrong.</Text>
      <Anchor component={Link} to={paths.home}>
        Go to the home page
      </Anchor>
    </Stack>
  );
}
