import { Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPaise, REGISTRATION_FEE_PAISE } from '@sevak/shared';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { servicesSearchPath } from '../../../lib/search';
import { ApprovalBanner } from '../components/approval-banner';
import { HomeSearchForm } from '../components/home-search-form';

const POPULAR = ['Plumber', 'Electrician', 'Tailor', 'Tutor', 'Beautician', 'Carpenter'];

export function HomePage() {
  usePageTitle();
  return (
    <Stack gap="xl" py={{ base: 'md', sm: 'xl' }}>
      <ApprovalBanner />
      <Stack gap="xs">
        <Title order={1}>Find trusted local services near you</Title>
        <Text size="lg" c="dimmed">
          Plumbers, tailors, tutors, beauticians and more — every provider on Sevak is identity
          checked and approved by our team.
        </Text>
      </Stack>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }} shadow="xs">
        <HomeSearchForm />
        <Group gap="xs" mt="md" wrap="wrap">
          <Text size="sm" c="dimmed">
            Popular:
          </Text>
          {POPULAR.map((name) => (
            <Anchor key={name} component={Link} to={servicesSearchPath(name)} size="sm">
              {name}
            </Anchor>
          ))}
        </Group>
      </Paper>

      <Stack gap="xs">
        <Title order={2} size="h3">
          How Sevak works
        </Title>
        <List spacing="xs">
          <List.Item>Search by service and place, and pick a verified provider.</List.Item>
          <List.Item>Send a work request; the provider accepts and gets it done.</List.Item>
          <List.Item>
            Providers and seekers join once for {formatPaise(REGISTRATION_FEE_PAISE)}, with an
            Aadhaar check and admin approval.
          </List.Item>
        </List>
      </Stack>
    </Stack>
  );
}
