import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPaise, paths, REGISTRATION_FEE_PAISE } from '@sevak/shared';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { IconChevronDown } from '../../../components/icons';
import { awaitsApproval } from '../../../lib/approval';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { HomeSearchForm } from '../components/home-search-form';
import { PopularCategories } from '../components/popular-categories';
import classes from '../home.module.css';

// Loaded only when shown, to keep the visitor's first page small (DESIGN §10).
const AllCategories = lazy(() => import('../components/all-categories').then((m) => ({ default: m.AllCategories })));
const ApprovalBanner = lazy(() => import('../components/approval-banner').then((m) => ({ default: m.ApprovalBanner })));

const STEPS = [
  ['Register', `Sign up with your details and pay the one-time ${formatPaise(REGISTRATION_FEE_PAISE)} fee.`],
  ['Get verified', 'Upload your Aadhaar for the identity check; our team then approves your account.'],
  ['Connect', 'Search for the service you need and send the provider a work request.'],
] as const;

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <Title order={2} size="h3" id={id}>
      {children}
    </Title>
  );
}

function Categories() {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-popular">
      <Heading id="home-popular">Popular services</Heading>
      <PopularCategories />
      <Button
        variant="subtle"
        aria-expanded={open}
        aria-controls="home-all-categories"
        rightSection={<IconChevronDown size={16} style={open ? { transform: 'rotate(180deg)' } : undefined} />}
        onClick={() => setOpen((value) => !value)}
        style={{ alignSelf: 'flex-start' }}
      >
        Browse all categories
      </Button>
      {open && (
        <Suspense
          fallback={
            <Text size="sm" c="dimmed">
              Loading categories…
            </Text>
          }
        >
          <AllCategories id="home-all-categories" />
        </Suspense>
      )}
    </Stack>
  );
}

function HowItWorks() {
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-how">
      <Heading id="home-how">How it works</Heading>
      <ol className={classes.steps}>
        {STEPS.map(([title, text], i) => (
          <Paper key={title} component="li" withBorder p="md">
            <Text size="sm" c="dimmed" fw={600}>
              Step {i + 1}
            </Text>
            <Title order={3} size="h4">
              {title}
            </Title>
            <Text size="sm" mt={4}>
              {text}
            </Text>
          </Paper>
        ))}
      </ol>
    </Stack>
  );
}

function WhyTrust() {
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-trust">
      <Heading id="home-trust">Why trust Sevak</Heading>
      <List spacing="xs">
        <List.Item>Every member&apos;s identity is verified with their Aadhaar.</List.Item>
        <List.Item>Every member is approved by an admin before they can offer or request work.</List.Item>
        <List.Item>Reviews come only from seekers whose work was actually completed.</List.Item>
      </List>
    </Stack>
  );
}

/** For visitors: join, as a provider or to hire one. */
function JoinCall() {
  const { user } = useSession();
  if (user) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="home-join">
      <Stack gap="sm" align="flex-start">
        <Heading id="home-join">Join Sevak</Heading>
        <Text>
          Offer your services or hire verified local providers. Registration is a one-time{' '}
          {formatPaise(REGISTRATION_FEE_PAISE)}.
        </Text>
        <Button component={Link} to={paths.register}>
          Register now
        </Button>
      </Stack>
    </Paper>
  );
}

export function HomePage() {
  usePageTitle();
  const { user } = useSession();
  return (
    <Stack gap="xl" py={{ base: 'md', sm: 'xl' }}>
      {awaitsApproval(user) && (
        <Suspense fallback={null}>
          <ApprovalBanner />
        </Suspense>
      )}
      <Stack gap="md">
        <Stack gap="xs">
          <Title order={1}>Find trusted local services near you</Title>
          <Text size="lg" c="dimmed">
            Plumbers, tailors, tutors, beauticians and more — every provider on Sevak is identity checked and approved
            by our team.
          </Text>
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} shadow="xs">
          <HomeSearchForm />
        </Paper>
      </Stack>
      <Categories />
      <HowItWorks />
      <WhyTrust />
      <JoinCall />
    </Stack>
  );
}
