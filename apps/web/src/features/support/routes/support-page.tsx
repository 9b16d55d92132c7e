import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { paths, supportMessages } from '@sevak/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section';
import { usePageTitle } from '../../../lib/page-title';
import { useActiveTicket } from '../api/member-tickets';
import { ActiveTicketCard } from '../components/active-ticket-card';
import { ContactCard } from '../../../components/contact-card';
import { LoadFailed } from '../../../components/load-failed';
import { NewTicketForm } from '../components/new-ticket-form';

/** The open ticket, else the form to raise one (spec §4: one Pending ticket at a time). */
function TicketSection() {
  const active = useActiveTicket();
  const [submitted, setSubmitted] = useState(false);

  if (active.isPending) return <Loader size="sm" aria-label="Loading your open ticket" />;
  if (active.isError) {
    return <LoadFailed message={supportMessages.fetchActiveFailed} onRetry={() => void active.refetch()} />;
  }
  if (active.data) return <ActiveTicketCard ticket={active.data} focusOnShow={submitted} />;
  return (
    <SectionCard id="support-new-ticket" title="Raise an issue">
      <Text size="sm" c="dimmed" mb="md">
        Tell us what went wrong. Both fields are required.
      </Text>
      <NewTicketForm onSubmitted={() => setSubmitted(true)} />
    </SectionCard>
  );
}

/** /support, 'Customer Care': how to reach the desk, and the member's open ticket or the form. */
export function SupportPage() {
  usePageTitle('Customer Care');
  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={760} mx="auto">
      <Title order={1} size="h2">
        Customer Care
      </Title>
      <ContactCard />
      <TicketSection />
      <Anchor component={Link} to={paths.tickets}>
        View All Ticket
      </Anchor>
    </Stack>
  );
}
