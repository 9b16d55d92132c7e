import { Alert, Anchor, Button, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, paths, type DataExport } from '@sevak/shared';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { SectionCard } from '../../../components/section';
import { useTranslation } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { downloadUrl, useDataExport, useRequestDataExport } from '../api/data-export';

const CONTENTS = ['profile', 'documents', 'money', 'ekyc', 'tickets', 'work', 'team', 'notifications'] as const;

/** '1.4 MB', '820 KB'. */
function formatSize(bytes: number, lng: string): string {
  const mb = bytes / (1024 * 1024);
  const number = new Intl.NumberFormat(lng === 'hi' ? 'hi-IN' : 'en-IN', { maximumFractionDigits: 1 });
  return mb >= 1 ? `${number.format(mb)} MB` : `${number.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

function RequestButton({ again }: { again: boolean }) {
  const { t } = useTranslation('myData');
  const request = useRequestDataExport();
  return (
    <Button
      style={{ alignSelf: 'flex-start' }}
      loading={request.isPending}
      onClick={() =>
        request.mutate(undefined, {
          onSuccess: (answer) => notifySuccess(answer.message),
          onError: (error) => notifyError(errorMessage(error)),
        })
      }
    >
      {again ? t('requestAgain') : t('request')}
    </Button>
  );
}

/** Where the latest export stands, and what the member can do next. */
function ExportState({ latest }: { latest: DataExport | null }) {
  const { t, i18n } = useTranslation('myData');
  if (!latest) return <RequestButton again={false} />;
  if (latest.status === 'queued' || latest.status === 'running') {
    return (
      <Stack gap="xs" role="status" aria-live="polite">
        <Text>{latest.status === 'queued' ? t('queued') : t('running', { progress: latest.progress })}</Text>
        <Progress value={latest.progress} animated aria-label={t('progressLabel')} />
        <Text size="sm" c="dimmed">
          {t('notifyWhenReady')}
        </Text>
      </Stack>
    );
  }
  if (latest.status === 'failed') {
    return (
      <Stack gap="sm">
        <Alert color="red" title={t('failedTitle')}>
          {t('failed')}
        </Alert>
        <RequestButton again />
      </Stack>
    );
  }
  if (latest.downloadable) {
    return (
      <Stack gap="sm" role="status">
        <Text fw={600}>{t('ready')}</Text>
        <Group gap="sm">
          <Button component="a" href={downloadUrl(latest._id)} download>
            {t('download')}
          </Button>
          {latest.sizeBytes !== null && (
            <Text size="sm" c="dimmed">
              {t('zipSize', { size: formatSize(latest.sizeBytes, i18n.language) })}
            </Text>
          )}
        </Group>
        <Text size="sm">{t('availableUntil', { time: formatDateTime(latest.expiresAt!) })}</Text>
        <Text size="sm" c="dimmed">
          {t('keepSafe')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Alert color="gray" title={t('expiredTitle')}>
        {latest.expiresAt ? t('expiredOn', { time: formatDateTime(latest.expiresAt) }) : t('expired')}
      </Alert>
      <RequestButton again />
    </Stack>
  );
}

/**
 * /myData (DPDP Act 2023 §11): the member asks for a ZIP of everything Sevak holds about
 * them, watches it being collected (polled), and downloads it for 24 hours. Open to every signed-in
 * member, approved or not; linked from the profile.
 */
export function MyDataPage() {
  const { t } = useTranslation('myData');
  usePageTitle(t('title'));
  const latest = useDataExport();

  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={760} mx="auto">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text>{t('intro')}</Text>
      <SectionCard id="my-data-contents" title={t('contentsTitle')}>
        <List spacing={4}>
          {CONTENTS.map((item) => (
            <List.Item key={item}>{t(`contents.${item}`)}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed" mt="sm">
          {t('masked')}
        </Text>
      </SectionCard>
      <SectionCard id="my-data-file" title={t('fileTitle')}>
        {latest.isPending ? (
          <Text c="dimmed">{t('loading')}</Text>
        ) : latest.isError ? (
          <LoadFailed message={errorMessage(latest.error)} onRetry={() => void latest.refetch()} />
        ) : (
          <ExportState latest={latest.data.export} />
        )}
      </SectionCard>
      <Text size="sm">
        <Anchor component={Link} to={paths.profile}>
          {t('backToProfile')}
        </Anchor>
      </Text>
    </Stack>
  );
}
