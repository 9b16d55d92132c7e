import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../lib/page-title';

/** The one stand-in for every screen that is not built yet: its name and a line saying so. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Stack gap="xs" py="md">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">This page is coming soon.</Text>
    </Stack>
  );
}
