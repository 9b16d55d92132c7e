import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPaise, isProvider, paths, REGISTRATION_FEE_PAISE } from '@sevak/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { Link } from 'react-router';
import { IconChevronDown } from '../../../components/icons';
import { awaitsApproval } from '../../../lib/approval';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { HomeSearchForm } from '../components/home-search-form';
import { PopularCategories } from '../components/popular-categories';
import classes from '../home.module.css';

// Loaded only when shown, to keep the visitor's first page small (docs/contract.md §10).
const AllCategories = lazy(() => import('../components/all-categories').then((m) => ({ default: m.AllCategories })));
const ApprovalBanner = lazy(() => import('../components/approval-banner').then((m) => ({ default: m.ApprovalBanner })));
// A provider's "Taking work now" switch: only for providers, and without its code on anyone's first page.
const ProviderOnlineSwitch = lazy(() =>
  import('../components/provider-online-switch').then((m) => ({ default: m.ProviderOnlineSwitch })),
);

const STEPS = ['register', 'verify', 'connect'] as const;

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <Title order={2} size="h3" id={id}>
      {children}
    </Title>
  );
}

function Categories() {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-popular">
      <Heading id="home-popular">{t('categories.popular')}</Heading>
      <PopularCategories />
      <Button
        variant="subtle"
        aria-expanded={open}
        aria-controls="home-all-categories"
        rightSection={<IconChevronDown size={16} style={open ? { transform: 'rotate(180deg)' } : undefined} />}
        onClick={() => setOpen((value) => !value)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('categories.browseAll')}
      </Button>
      {open && (
        <Suspense
          fallback={
            <Text size="sm" c="dimmed">
              {t('categories.loading')}
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
  const { t } = useTranslation('home');
  const fee = formatPaise(REGISTRATION_FEE_PAISE);
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-how">
      <Heading id="home-how">{t('steps.heading')}</Heading>
      <ol className={classes.steps}>
        {STEPS.map((step, i) => (
          <Paper key={step} component="li" withBorder p="md">
            <Text size="sm" c="dimmed" fw={600}>
              {t('steps.step', { number: i + 1 })}
            </Text>
            <Title order={3} size="h4">
              {t(`steps.${step}.title`)}
            </Title>
            <Text size="sm" mt={4}>
              {t(`steps.${step}.text`, { fee })}
            </Text>
          </Paper>
        ))}
      </ol>
    </Stack>
  );
}

function WhyTrust() {
  const { t } = useTranslation('home');
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-trust">
      <Heading id="home-trust">{t('trust.heading')}</Heading>
      {/* A plain list styled as Mantine's List (home.module.css): its component is 1 KB of the first page. */}
      <ul className={classes.trust}>
        <li>{t('trust.aadhaar')}</li>
        <li>{t('trust.approved')}</li>
        <li>{t('trust.reviews')}</li>
      </ul>
    </Stack>
  );
}

/** For visitors: join, as a provider or to hire one. */
function JoinCall() {
  const { t } = useTranslation('home');
  const { user } = useSession();
  if (user) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="home-join">
      <Stack gap="sm" align="flex-start">
        <Heading id="home-join">{t('join.heading')}</Heading>
        <Text>{t('join.text', { fee: formatPaise(REGISTRATION_FEE_PAISE) })}</Text>
        <Button component={Link} to={paths.register}>
          {t('join.register')}
        </Button>
      </Stack>
    </Paper>
  );
}

export function HomePage() {
  const { t } = useTranslation('home');
  usePageTitle();
  const { user } = useSession();
  return (
    <Stack gap="xl" py={{ base: 'md', sm: 'xl' }}>
      {awaitsApproval(user) && (
        <Suspense fallback={null}>
          <ApprovalBanner user={user} />
        </Suspense>
      )}
      {isProvider(user) && (
        <Suspense fallback={null}>
          <ProviderOnlineSwitch />
        </Suspense>
      )}
      <Stack gap="md">
        <Stack gap="xs">
          <Title order={1}>{t('hero.title')}</Title>
          <Text size="lg" c="dimmed">
            {t('hero.subtitle')}
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
