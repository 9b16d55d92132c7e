import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatDateTime, newMessageSchema, reportMessageSchema, type Message, type WorkRequest } from '@sevak/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useTranslation } from '../../../i18n/i18n';
import { ApiError, errorMessage } from '../../../lib/api';
import { showSubmitError, useAppForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import {
  allLoaded,
  markMessagesRead,
  sendMessage,
  useMessages,
  useRefreshMessages,
  useReportMessage,
} from '../api/messages';
import { dropPending, keepPending, newClientId, pendingOf, type PendingMessage } from '../utils/message-outbox';

const textSchema = newMessageSchema.pick({ text: true });

/** Sends what waits in the outbox, oldest first; stops at the first that gets no answer (still offline). */
async function flush(id: string, onSent: () => void, onRefused: (problem: string) => void) {
  for (const m of await pendingOf(id)) {
    try {
      await sendMessage(id, { clientId: m.clientId, text: m.text });
      await dropPending(m.clientId);
      onSent();
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) return;
      // Refused (too long, no longer allowed): it would never go; say so and let it go.
      await dropPending(m.clientId);
      onRefused(errorMessage(error));
    }
  }
}

function Bubble({ message, onReport }: { message: Message; onReport: (m: Message) => void }) {
  const { t } = useTranslation('work');
  const who = message.mine ? t('conversation.you') : t(`conversation.from.${message.from}`);
  return (
    <Paper
      component="li"
      withBorder
      p="xs"
      maw="85%"
      ml={message.mine ? 'auto' : 0}
      bg={message.mine ? 'var(--mantine-primary-color-light)' : undefined}
      aria-label={`${who}, ${formatDateTime(message.createdAt)}`}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text}
      </Text>
      <Group gap="xs" justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {who} · {formatDateTime(message.createdAt)}
          {message.mine && message.readAt ? ` · ${t('conversation.read')}` : ''}
        </Text>
        {!message.mine && message.from !== 'admin' && (
          <Button variant="subtle" size="compact-xs" color="gray" onClick={() => onReport(message)}>
            {t('conversation.report')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * A request's conversation on its page (docs/contract.md §5c "messages"): newest last, earlier ones
 * on request; a message written without the network waits on the phone and goes when it returns.
 */
export function Conversation({ request }: { request: WorkRequest }) {
  const { t } = useTranslation('work');
  const id = request._id;
  const messages = useMessages(id);
  const refresh = useRefreshMessages(id);
  const report = useReportMessage();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [reporting, setReporting] = useState<Message | null>(null);
  const form = useAppForm({ schema: textSchema, initialValues: { text: '' } });
  const flushing = useRef(false);

  const sendWaiting = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      await flush(id, () => void refresh(), setProblem);
    } finally {
      flushing.current = false;
      setPending(await pendingOf(id));
    }
  }, [id, refresh]);

  // What waits from an earlier visit goes now; and again whenever the network returns.
  useEffect(() => {
    void sendWaiting();
    const online = () => void sendWaiting();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [sendWaiting]);

  const loaded = useMemo(() => allLoaded(messages.data?.pages), [messages.data]);
  // The newest message from the other side: reading it (again) marks theirs read.
  const unreadFromThem = loaded.filter((m) => !m.mine).at(-1)?._id;
  useEffect(() => {
    if (unreadFromThem) void markMessagesRead(id).catch(() => undefined);
  }, [id, unreadFromThem]);

  const submit = form.onSubmit(async ({ text }) => {
    setProblem(null);
    const waiting = { workRequestId: id, clientId: newClientId(), text, createdAt: new Date().toISOString() };
    await keepPending(waiting);
    setPending(await pendingOf(id));
    form.reset();
    try {
      await sendMessage(id, { clientId: waiting.clientId, text });
      await dropPending(waiting.clientId);
      await refresh();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) {
        await dropPending(waiting.clientId);
        form.setValues({ text });
        showSubmitError(form, error, setProblem);
      }
    } finally {
      setPending(await pendingOf(id));
    }
  });

  const kept = new Set(loaded.map((m) => m.clientId).filter(Boolean));
  const waiting = pending.filter((m) => !kept.has(m.clientId));

  return (
    <Stack gap="xs" component="section" aria-labelledby="conversation-title">
      <Title order={2} size="h4" id="conversation-title">
        {t('conversation.title')}
      </Title>
      {messages.hasNextPage && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => void messages.fetchNextPage()}
          loading={messages.isFetchingNextPage}
        >
          {t('conversation.earlier')}
        </Button>
      )}
      {messages.isError && <ErrorAlert title={t('conversation.failed')}>{errorMessage(messages.error)}</ErrorAlert>}
      {messages.isSuccess && loaded.length === 0 && waiting.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('conversation.empty')}
        </Text>
      )}
      <Stack
        gap="xs"
        component="ol"
        role="log"
        aria-label={t('conversation.title')}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {loaded.map((m) => (
          <Bubble key={m._id} message={m} onReport={setReporting} />
        ))}
        {waiting.map((m) => (
          <Paper component="li" key={m.clientId} withBorder p="xs" maw="85%" ml="auto" style={{ opacity: 0.7 }}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.text}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {t('conversation.waiting')}
            </Text>
          </Paper>
        ))}
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Textarea
            label={t('conversation.yourMessage')}
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps('text')}
          />
          <ErrorAlert>{problem}</ErrorAlert>
          <Group>
            <Button type="submit">{t('conversation.send')}</Button>
          </Group>
        </Stack>
      </form>
      <ReasonDialog
        opened={reporting !== null}
        onClose={() => setReporting(null)}
        title={t('conversation.reportTitle')}
        reasonLabel={t('conversation.reportReason')}
        reasonDescription={t('conversation.reportHint')}
        schema={reportMessageSchema}
        maxLength={500}
        submitLabel={t('conversation.reportSend')}
        busy={report.isPending}
        onSubmit={async (reason) => {
          const answer = await report.mutateAsync({ messageId: reporting!._id, reason });
          setReporting(null);
          notifySuccess(answer.message);
        }}
      />
    </Stack>
  );
}
