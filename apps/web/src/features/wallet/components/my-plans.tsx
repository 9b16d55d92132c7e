import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDay, formatRupees, PLAN_KIND_LABELS, type MyInvestment } from '@sevak/shared';
import type { ReactNode } from 'react';
import { InvestmentStatusBadge } from '../../../components/investment-status-badge';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { usePublicConfig } from '../../../lib/public-config';
import { useMyInvestments } from '../api/investments';

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
  const { t } = useTranslation('wallet');
  const next =
    investment.nextPayoutDate && investment.nextPayoutAmount !== null
      ? t('plans.nextPayoutOn', {
          amount: formatRupees(investment.nextPayoutAmount),
          date: formatDay(investment.nextPayoutDate),
        })
      : investment.nextPayoutDate
        ? formatDay(investment.nextPayoutDate)
        : '—';
  const plan = { plan: translateText(PLAN_KIND_LABELS[investment.kind]), amount: formatRupees(investment.amount) };
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={t('plans.cardLabel', plan)}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{t('plans.heading', plan)}</Text>
          <InvestmentStatusBadge status={investment.status} />
        </Group>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing="xs" m={0}>
          <Figure term={t('plans.installmentsPaid')}>
            {t('plans.installmentsOf', { paid: investment.paidInstallments, total: investment.totalInstallments })}
          </Figure>
          <Figure term={t('plans.nextPayout')}>{next}</Figure>
          <Figure term={t('plans.started')}>{formatDay(investment.startDate)}</Figure>
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
  const { t } = useTranslation('wallet');
  const { investmentsEnabled } = usePublicConfig();
  const investments = useMyInvestments(investmentsEnabled);
  if (!investmentsEnabled || !investments.data || investments.data.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="wallet-plans">
      <Title order={2} size="h4" id="wallet-plans">
        {t('plans.title')}
      </Title>
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {investments.data.map((investment) => (
          <PlanCard key={investment._id} investment={investment} />
        ))}
      </Stack>
    </Stack>
  );
}
