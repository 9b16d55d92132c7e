import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { DateRangeInputs } from '../../../components/date-range-inputs';
import { SectionCard } from '../../../components/section';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';
import { notifyError } from '../../../lib/notify';
import { fetchWalletStatement } from '../api/wallet';
import { financialYearStart, indianDayOf } from '@sevak/shared';
import { rangeError, statementFileName, type StatementFormat, type StatementPeriod } from '../utils/wallet-filters';

/** 'Download statement': a period (the financial year so far unless changed) as a PDF or a CSV file. */
export function StatementDownload() {
  const { t } = useTranslation('wallet');
  const [period, setPeriod] = useState<StatementPeriod>(() => {
    const today = indianDayOf(new Date());
    return { from: financialYearStart(today), to: today };
  });
  const invalidRange = rangeError(period.from, period.to);

  const download = useMutation({
    mutationFn: async (format: StatementFormat) => {
      saveBlob(await fetchWalletStatement(period, format), statementFileName(period, format));
    },
    onError: (error) => notifyError(errorMessage(error)),
  });
  const busy = (format: StatementFormat) => download.isPending && download.variables === format;

  return (
    <SectionCard id="wallet-statement" title={t('statement.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('statement.description')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={480}>
          <DateRangeInputs
            labels={[t('filters.from'), t('filters.to')]}
            from={period.from}
            to={period.to}
            onFromChange={(from) => setPeriod((current) => ({ ...current, from }))}
            onToChange={(to) => setPeriod((current) => ({ ...current, to }))}
            error={invalidRange && translateText(invalidRange)}
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button
            onClick={() => download.mutate('pdf')}
            loading={busy('pdf')}
            disabled={Boolean(invalidRange) || (download.isPending && !busy('pdf'))}
          >
            {t('statement.downloadPdf')}
          </Button>
          <Button
            variant="default"
            onClick={() => download.mutate('csv')}
            loading={busy('csv')}
            disabled={Boolean(invalidRange) || (download.isPending && !busy('csv'))}
          >
            {t('statement.downloadCsv')}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
