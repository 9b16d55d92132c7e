import { Box, Button, Loader, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  DATA_REQUEST_TOPIC_LABELS,
  DATA_REQUEST_TOPICS,
  formatDateTime,
  newDataRequestSchema,
  supportMessages,
  type DataRequestTopic,
  type Ticket,
} from '@sevak/shared';
import { useState } from 'react';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { DetailLines } from '../../../components/detail-lines';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadFailed } from '../../../components/load-failed';
import { SectionCard } from '../../../components/section';
import { useAppForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { usePublicConfig } from '../../../lib/public-config';
import { useMyDataRequests, useSubmitDataRequest } from '../api/data-requests';
import { showTicketError } from '../utils/ticket-errors';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketTimers } from './ticket-timers';

const REQUIRED = { required: true, withAsterisk: false } as const;

/** Raise a data request (POST /support/addDataRequest): a topic of the shared list and the member's words. */
function DataRequestForm() {
  const { t } = useTranslation('support');
  const submit = useSubmitDataRequest();
  const form = useAppForm({
    schema: newDataRequestSchema,
    initialValues: { topic: '' as DataRequestTopic | '', description: '' },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const topics = [
    { value: '', label: t('dataRequests.chooseTopic'), disabled: true },
    ...DATA_REQUEST_TOPICS.map((topic) => ({ value: topic, label: translateText(DATA_REQUEST_TOPIC_LABELS[topic]) })),
  ];

  const send = form.onSubmit((request) => {
    setProblem(null);
    submit.mutate(request, {
      onSuccess: (answer) => notifySuccess(translateText(answer.message)),
      onError: (error) => showTicketError(form, error, setProblem),
    });
  });

  return (
    <form onSubmit={send} noValidate aria-labelledby="support-data-requests">
      <Stack gap="md">
        <NativeSelect label={t('dataRequests.topic')} data={topics} {...REQUIRED} {...form.getInputProps('topic')} />
        <Textarea
          label={t('dataRequests.details')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={4000}
          {...REQUIRED}
          {...form.getInputProps('description')}
        />
        <ErrorAlert>{problem}</ErrorAlert>
        <Button type="submit" variant="light" loading={submit.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('dataRequests.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** One data request: its number, topic, the member's words, its status, the day, our answer once given, and what we promised until then. */
function DataRequestCard({ request, heading }: { request: Ticket; heading: string }) {
  const { t } = useTranslation('support');
  const items = [
    { term: t('fields.ticketNumber'), value: request.ticketNumber },
    { term: t('dataRequests.topicShort'), value: translateText(request.issue) },
    { term: t('fields.description'), value: request.description },
    { term: t('fields.status'), value: <TicketStatusBadge status={request.status} /> },
    { term: t('activeTicket.submittedOn'), value: formatDateTime(request.createdAt) },
  ];
  if (request.resolutionMessage) items.push({ term: t('dataRequests.answer'), value: request.resolutionMessage });
  return (
    <Paper withBorder p="sm" component="article" aria-label={heading}>
      <Title order={3} size="h5" mb="xs">
        {heading}
      </Title>
      <DetailLines items={items} gap="xs" />
      <Box mt="xs">
        <TicketTimers ticket={request} />
      </Box>
    </Paper>
  );
}

/**
 * /support's data requests (DPDP Act 2023): beside the support ticket, not instead of
 * it. The waiting request (with the promised answer time), else the form; then the answered ones.
 */
export function DataRequestSection() {
  const { t } = useTranslation('support');
  const requests = useMyDataRequests();
  const responseDays = usePublicConfig().privacy.grievanceOfficer.responseDays;

  let body;
  if (requests.isPending) body = <Loader size="sm" aria-label={t('dataRequests.loading')} />;
  else if (requests.isError) {
    body = (
      <LoadFailed
        message={translateText(supportMessages.fetchDataRequestsFailed)}
        onRetry={() => void requests.refetch()}
      />
    );
  } else {
    const pending = requests.data.find((request) => request.status === 'Pending');
    const answered = requests.data.filter((request) => request.status !== 'Pending');
    body = (
      <Stack gap="md">
        {pending ? (
          <>
            <DataRequestCard request={pending} heading={t('dataRequests.pendingTitle')} />
            <Text size="sm">{t('dataRequests.replyWithin', { days: responseDays })}</Text>
          </>
        ) : (
          <DataRequestForm />
        )}
        {answered.map((request) => (
          <DataRequestCard key={request._id} request={request} heading={t('dataRequests.answeredTitle')} />
        ))}
      </Stack>
    );
  }

  return (
    <SectionCard id="support-data-requests" title={t('dataRequests.title')}>
      <Text size="sm" c="dimmed" mb="md">
        {t('dataRequests.hint')}
      </Text>
      {body}
    </SectionCard>
  );
}
