import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDay, formatPaise, PLAN_KIND_LABELS, rupeesToPaise, type MyInvestment } from '@sevak/shared';
import type { ReactNode } from 'react';
import { InvestmentStatusBadge } from '../../../components/investment-status-badge';
import { usePublicConfig } from '../../../lib/public-config';
import { useMyInvestments } from '../api/investments';

const rupees = (amount: number) => formatPaise(rupeesToPaise(amount));

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text component="dt" size="xs" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function PlanCard({ investment }: { investment: MyInvestment }) {
  const next =
    investment.nextPayoutDate && investment.nextPayoutAmount !== null
      ? `${rupees(investment.nextPayoutAmount)} on ${formatDay(investment.nextPayoutDate)}`
      : investment.nextPayoutDate
        ? formatDay(investment.nextPayoutDate)
        : '—';
  const label = PLAN_KIND_LABELS[investment.kind];
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={`${label} of ${rupees(investment.amount)}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>
            {label}: {rupees(investment.amount)}
          </Text>
          <InvestmentStatusBadge status={investment.status} />
        </Group>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing="xs" m={0}>
          <Figure term="Installments paid">
            {investment.paidInstallments} of {investment.totalInstallments}
          </Figure>
          <Figure term="Next payout">{next}</Figure>
          <Figure term="Started">{formatDay(investment.startDate)}</Figure>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/**
 * 'My plans' on /wallete: the member's investment plans, only while the deployment offers them
 * and the member has one (members see nothing of the feature otherwise).
 */
export function MyPlans() {
  const { investmentsEnabled } = usePublicConfig();
  const investments = useMyInvestments(investmentsEnabled);
  if (!investmentsEnabled || !investments.data || investments.data.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="wallet-plans">
      <Title order={2} size="h4" id="wallet-plans">
        My plans
      </Title>
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {investments.data.map((investment) => (
          <PlanCard key={investment._id} investment={investment} />
        ))}
      </Stack>
    </Stack>
  );
}
