import { Anchor, Select, Stack, Table, Text } from '@mantine/core';
import { formatDateTime, formatRupees, indianDayOf, type TaxStatement } from '@sevak/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { SectionCard } from '../../../components/section';
import { useTranslation } from '../../../i18n/i18n';
import { api, errorMessage } from '../../../lib/api';
import { recentMonths } from '../../../lib/tax-months';

/**
 * A provider's month of released jobs and what the law took on each (docs/decisions/041): TCS
 * (CGST s.52, on a GSTIN's jobs) and TDS (Income-tax s.194-O); on screen and as CSV.
 */
export function TaxStatementSection() {
  const { t } = useTranslation('wallet');
  const months = useMemo(() => recentMonths(indianDayOf(new Date())), []);
  const [month, setMonth] = useState(months[0]!.value);
  const statement = useQuery({
    queryKey: ['tax-statement', month],
    queryFn: ({ signal }) => api.get<TaxStatement>(`/work/tax-statement?month=${month}`, { signal }),
  });
  const data = statement.data;
  return (
    <SectionCard id="wallet-tax" title={t('tax.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('tax.intro')}
        </Text>
        <Select
          label={t('tax.month')}
          data={months}
          value={month}
          onChange={(value) => value && setMonth(value)}
          allowDeselect={false}
          maw={240}
        />
        {statement.isError && <Text c="red">{errorMessage(statement.error)}</Text>}
        {data && data.rows.length === 0 && <Text>{t('tax.none')}</Text>}
        {data && data.rows.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label={t('tax.table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('tax.invoice')}</Table.Th>
                  <Table.Th>{t('tax.job')}</Table.Th>
                  <Table.Th ta="right">{t('tax.total')}</Table.Th>
                  <Table.Th ta="right">TCS</Table.Th>
                  <Table.Th ta="right">TDS</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <Table.Tr key={row.invoiceNumber}>
                    <Table.Td>
                      {row.invoiceNumber}
                      <Text size="xs" c="dimmed">
                        {formatDateTime(row.issuedAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{row.description}</Table.Td>
                    <Table.Td ta="right">{formatRupees(row.total)}</Table.Td>
                    <Table.Td ta="right">{formatRupees(row.tcs)}</Table.Td>
                    <Table.Td ta="right">{formatRupees(row.tds)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>{t('tax.totals')}</Table.Th>
                  <Table.Th />
                  <Table.Th ta="right">{formatRupees(data.totals.total)}</Table.Th>
                  <Table.Th ta="right">{formatRupees(data.totals.tcs)}</Table.Th>
                  <Table.Th ta="right">{formatRupees(data.totals.tds)}</Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
        <Anchor href={`/api/work/tax-statement.csv?month=${month}`} download size="sm">
          {t('tax.download')}
        </Anchor>
      </Stack>
    </SectionCard>
  );
}
