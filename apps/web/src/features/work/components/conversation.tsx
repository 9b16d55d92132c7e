import { Anchor, Button, Group, Input, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  conversationMessages,
  formatDateTime,
  MESSAGE_TEXT_MAX,
  registrationMessages,
  reportMessageSchema,
  type Message,
  type WorkRequest,
} from '@sevak/shared';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert';
import { ReasonDialog } from '../../../components/reason-dialog';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { ApiError, errorMessage } from '../../../lib/api';
import { decodesAsImage, imageProblem } from '../../../lib/files';
import { showSubmitError, useAppForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import {
  allLoaded,
  markMessagesRead,
  sendMessage,
  sendPhotoMessage,
  useMessages,
  useRefreshMessages,
  useReportMessage,
} from '../api/messages';
import { dropPending, keepPending, newClientId, pendingOf, type PendingMessage } from '../utils/message-outbox';

/** Words, which may be empty when a photo goes with them (the server's rules: newMessageSchema, newPhotoMessageSchema). */
const messageFormSchema = z
  .object({
    text: z.string().trim().max(MESSAGE_TEXT_MAX, conversationMessages.textTooLong),
    photo: z.instanceof(Blob).nullable(),
  })
  .refine((v) => v.text !== '' || v.photo !== null, { path: ['text'], message: conversationMessages.textRequired });

/** Sends one message, with its photo if it has one. */
const deliver = (id: string, m: Pick<PendingMessage, 'clientId' | 'text' | 'photo'>) =>
  m.photo
    ? sendPhotoMessage(id, { clientId: m.clientId, text: m.text }, m.photo)
    : sendMessage(id, { clientId: m.clientId, text: m.text });

/** Sends what waits in the outbox, oldest first; stops at the first that gets no answer (still offline). */
async function flush(id: string, onSent: () => void, onRefused: (problem: string) => void) {
  for (const m of await pendingOf(id)) {
    try {
      await deliver(id, m);
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

const THUMB_SIDE = 320;

/** A photo's 320 px thumbnail (light on data), opening the full photo when tapped. */
function PhotoThumb({ photo, alt }: { photo: NonNullable<Message['photo']>; alt: string }) {
  const scale = Math.min(1, THUMB_SIDE / Math.max(photo.width, photo.height));
  return (
    <Anchor href={photo.url} target="_blank" rel="noopener" display="block" mb={4}>
      <img
        src={photo.thumbUrl}
        alt={alt}
        loading="lazy"
        width={Math.round(photo.width * scale)}
        height={Math.round(photo.height * scale)}
        style={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 4 }}
      />
    </Anchor>
  );
}

/** The file input for a photo: an image of at most 5 MB that the browser can decode (the server checks again). */
function PhotoInput({ value, onChange }: { value: Blob | null; onChange: (photo: Blob | null) => void }) {
  const { t } = useTranslation('work');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    setProblem(null);
    onChange(null);
    if (!file) return;
    const reason = imageProblem(file);
    if (reason) {
      setProblem(reason);
      input.value = '';
      return;
    }
    void decodesAsImage(file).then((decodes) => {
      if (decodes) return onChange(file);
      setProblem(registrationMessages.invalidFileTypeShown);
      input.value = '';
    });
  };
  // The form clears its photo after sending: the input follows.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (value === null && input.current) input.current.value = '';
  }, [value]);
  return (
    <div>
      <Input.Label htmlFor={id}>{t('conversation.photo')}</Input.Label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        onChange={pick}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        style={{ display: 'block', maxWidth: '100%' }}
      />
      {problem && (
        <Input.Error id={`${id}-error`} mt={4}>
          {translateText(problem)}
        </Input.Error>
      )}
    </div>
  );
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
      {message.photo && <PhotoThumb photo={message.photo} alt={t('conversation.photoFrom', { who })} />}
      {message.text && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Text>
      )}
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
  const form = useAppForm({
    schema: messageFormSchema,
    initialValues: { text: '', photo: null as Blob | null },
  });
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

  const submit = form.onSubmit(async ({ text, photo }) => {
    setProblem(null);
    const waiting = {
      workRequestId: id,
      clientId: newClientId(),
      text,
      photo: photo ?? undefined,
      createdAt: new Date().toISOString(),
    };
    await keepPending(waiting);
    setPending(await pendingOf(id));
    form.reset();
    try {
      await deliver(id, waiting);
      await dropPending(waiting.clientId);
      await refresh();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) {
        await dropPending(waiting.clientId);
        form.setValues({ text, photo });
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
            {m.photo && (
              <Text size="sm" fw={500}>
                {t('conversation.photoWaiting')}
              </Text>
            )}
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
          <PhotoInput value={form.values.photo} onChange={(photo) => form.setFieldValue('photo', photo)} />
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
