import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { paths, supportMessages } from '@sevak/shared';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SectionCard } from '../../../components/section';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { returnToState } from '../../../lib/return-to';
import { useSession } from '../../../lib/session';
import { useActiveTicket } from '../api/member-tickets';
import { ActiveTicketCard } from '../components/active-ticket-card';
import { ContactCard } from '../../../components/contact-card';
import { LoadFailed } from '../../../components/load-failed';
import { NewTicketForm } from '../components/new-ticket-form';
import { DataRequestSection } from '../components/data-request-section';
import { GrievanceCard } from '../../../components/grievance-card';

/** The open ticket, else the form to raise one (docs/product-spec.md §4: one Pending ticket at a time). */
function TicketSection() {
  const { t } = useTranslation('support');
  const active = useActiveTicket();
  const [submitted, setSubmitted] = useState(false);

  if (active.isPending) return <Loader size="sm" aria-label={t('supportPage.loadingOpenTicket')} />;
  if (active.isError) {
    return (
      <LoadFailed message={translateText(supportMessages.fetchActiveFailed)} onRetry={() => void active.refetch()} />
    );
  }
  if (active.data) return <ActiveTicketCard ticket={active.data} focusOnShow={submitted} />;
  return (
    <SectionCard id="support-new-ticket" title={t('supportPage.raiseIssue')}>
      <Text size="sm" c="dimmed" mb="md">
        {t('supportPage.raiseIssueHint')}
      </Text>
      <NewTicketForm onSubmitted={() => setSubmitted(true)} />
    </SectionCard>
  );
}

/** A visitor: a ticket needs an account; sign in (and come back here) or join. */
function VisitorTicketSection() {
  const { t } = useTranslation('support');
  const location = useLocation();
  return (
    <SectionCard id="support-new-ticket" title={t('supportPage.raiseIssue')}>
      <Text size="sm" mb="md">
        {t('supportPage.visitorHint')}
      </Text>
      <Group gap="sm">
        <Button component={Link} to={paths.login} state={returnToState(location)}>
          {t('supportPage.signIn')}
        </Button>
        <Button component={Link} to={paths.register} variant="default">
          {t('supportPage.join')}
        </Button>
      </Group>
    </SectionCard>
  );
}

/**
 * /support, 'Customer Care': how to reach the desk and the Grievance officer, for anyone; for a
 * member, their open ticket or the form and their data requests.
 */
export function SupportPage() {
  const { t } = useTranslation('support');
  usePageTitle(t('supportPage.title'));
  const { user } = useSession();
  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={760} mx="auto">
      <Title order={1} size="h2">
        {t('supportPage.title')}
      </Title>
      <ContactCard />
      {user ? (
        <>
          <TicketSection />
          <Anchor component={Link} to={paths.tickets}>
            {t('supportPage.viewAllTickets')}
          </Anchor>
          <DataRequestSection />
        </>
      ) : (
        <VisitorTicketSection />
      )}
      <GrievanceCard />
    </Stack>
  );
}
