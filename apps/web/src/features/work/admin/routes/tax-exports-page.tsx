import { Anchor, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { formatRupees, indianDayOf } from '@sevak/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { SectionCard } from '../../../../components/section';
import { api, errorMessage } from '../../../../lib/api';
import { usePageTitle } from '../../../../lib/page-title';
import { queryKeys } from '../../../../lib/query-keys';
import { recentMonths } from '../../../../lib/tax-months';

/**
 * /admin/tax-exports (docs/decisions/041): a month's TCS (GSTR-8) and TDS (26Q) as CSV for the
 * returns, beside what the ledger's tcs_payable and tds_payable accounts received that month (the
 * exports' totals). Each download is audited; the 26Q carries PANs.
 */
export function TaxExportsPage() {
  usePageTitle('Tax Exports');
  const months = useMemo(() => recentMonths(indianDayOf(new Date())), []);
  const [month, setMonth] = useState(months[0]!.value);
  const withheld = useQuery({
    queryKey: [...queryKeys.admin, 'tax', month],
    queryFn: ({ signal }) => api.get<{ tcs: number; tds: number }>(`/admin/tax/withheld?month=${month}`, { signal }),
  });
  return (
    <Stack gap="lg">
      <Title order={1}>Tax Exports</Title>
      <SectionCard id="tax-month" title="TCS and TDS of a month">
        <Stack gap="sm">
          <Select
            label="Month"
            data={months}
            value={month}
            onChange={(value) => value && setMonth(value)}
            allowDeselect={false}
            maw={240}
          />
          {withheld.isPending && <Loader size="sm" aria-label="Loading the month’s totals" />}
          {withheld.isError && <Text c="red">{errorMessage(withheld.error)}</Text>}
          {withheld.data && (
            <Text>
              TCS collected (CGST s.52): {formatRupees(withheld.data.tcs)} · TDS deducted (Income-tax s.194-O):{' '}
              {formatRupees(withheld.data.tds)}
            </Text>
          )}
          <Anchor href={`/api/admin/tax/gstr8.csv?month=${month}`} download>
            Download TCS for GSTR-8 (CSV)
          </Anchor>
          <Anchor href={`/api/admin/tax/26q.csv?month=${month}`} download>
            Download TDS for 26Q (CSV, with PANs)
          </Anchor>
          <Text size="sm" c="dimmed">
            The exports’ totals equal the ledger’s above. Check the columns against the return’s current format before
            filing; this is not tax advice.
          </Text>
        </Stack>
      </SectionCard>
    </Stack>
  );
}
