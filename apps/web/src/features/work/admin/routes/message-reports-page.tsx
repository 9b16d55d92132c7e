import { Badge, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, type AdminMessageReport, type Message } from '@sevak/shared';
import { useMemo } from 'react';
import { ErrorAlert } from '../../../../components/error-alert';
import { LoadMore } from '../../../../components/load-more';
import { errorMessage } from '../../../../lib/api';
import { usePageTitle } from '../../../../lib/page-title';
import { useMessageReports } from '../api/message-reports';

const FROM: Record<Message['from'], string> = { seeker: 'Customer', provider: 'Provider', admin: 'Sevak support' };

/** One message of a report's context; the reported one stands out. */
function ContextMessage({ message, reported }: { message: Message; reported: boolean }) {
  return (
    <Paper
      component="li"
      withBorder
      p="xs"
      style={reported ? { borderColor: 'var(--mantine-color-red-7)', borderWidth: 2 } : undefined}
      aria-label={`${FROM[message.from]}, ${formatDateTime(message.createdAt)}${reported ? ', reported' : ''}`}
    >
      {message.photo && (
        <a href={message.photo.url} target="_blank" rel="noopener">
          <img
            src={message.photo.thumbUrl}
            alt={`Photo from ${FROM[message.from]}`}
            loading="lazy"
            style={{ display: 'block', maxWidth: '100%', maxHeight: 200, marginBottom: 4 }}
          />
        </a>
      )}
      {message.text && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {FROM[message.from]} · {formatDateTime(message.createdAt)}
        {reported && (
          <Badge color="red" size="xs" ml="xs">
            Reported
          </Badge>
        )}
      </Text>
    </Paper>
  );
}

function ReportCard({ report }: { report: AdminMessageReport }) {
  const titleId = `report-${report._id}`;
  return (
    <Paper component="article" withBorder p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          Reported by {report.reporter.name} · {formatDateTime(report.createdAt)}
        </Title>
        <Text size="sm">
          <strong>Reason:</strong> {report.reason}
        </Text>
        <Text size="sm">
          <strong>Written by:</strong> {report.sender?.name ?? 'a deleted account'}
        </Text>
        <Stack
          gap="xs"
          component="ol"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="The conversation around it"
        >
          {report.context.map((m) => (
            <ContextMessage key={m._id} message={m} reported={m._id === report.messageId} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * /admin/message-reports: messages members reported, newest first, each with up to three messages
 * either side, unmasked (docs/decisions/038). Reading them is in the audit log, as reading a
 * conversation in a dispute is.
 */
export function MessageReportsPage() {
  usePageTitle('Reported Messages');
  const reports = useMessageReports();
  const rows = useMemo(() => reports.data?.pages.flatMap((page) => page.reports) ?? [], [reports.data]);

  let body;
  if (reports.isPending) body = <Loader size="sm" aria-label="Loading the reports" />;
  else if (reports.isError && !reports.isFetchNextPageError) {
    body = <ErrorAlert title="The reports could not be loaded">{errorMessage(reports.error)}</ErrorAlert>;
  } else if (rows.length === 0) body = <Text c="dimmed">No message has been reported.</Text>;
  else {
    body = (
      <Stack gap="md">
        {rows.map((r) => (
          <ReportCard key={r._id} report={r} />
        ))}
        <LoadMore
          hasNextPage={reports.hasNextPage}
          isFetchingNextPage={reports.isFetchingNextPage}
          fetchNextPage={reports.fetchNextPage}
          failed={
            reports.isFetchNextPageError
              ? { title: 'More reports could not be loaded', message: errorMessage(reports.error) }
              : null
          }
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>Reported Messages</Title>
      <Text size="sm" c="dimmed">
        What members reported, with the messages around it as written. Each visit is recorded in the audit log.
      </Text>
      {body}
    </Stack>
  );
}
