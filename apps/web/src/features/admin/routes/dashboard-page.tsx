import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';

export function AdminDashboardPage() {
  usePageTitle('Dashboard');
  return (
    <Stack gap="xs">
      <Title order={1}>Dashboard</Title>
      <Text c="dimmed">
        Welcome to the Sevak back office. Use the admin menu to approve members, manage
        categories and answer support tickets.
      </Text>
    </Stack>
  );
}
