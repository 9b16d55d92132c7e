import { Box, Button, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { newReviewSchema, reviewReplySchema, type WorkRequest } from '@sevak/shared';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api';
import { useAppForm } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReplyToReview, useReviewWorkRequest } from '../api/work-requests';

/** A review as given: the stars (read out as 'Rated 4 out of 5') and the comment. */
export function ReviewView({ title, review }: { title: string; review: NonNullable<WorkRequest['review']> }) {
  const { t } = useTranslation('work');
  const titleId = useId();
  return (
    <Stack gap={4} component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {title}
      </Title>
      <Rating value={review.rating} readOnly role="img" aria-label={t('review.rated', { rating: review.rating })} />
      {review.comment && <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{review.comment}</Text>}
      {review.reply && (
        <Box pl="sm" style={{ borderInlineStart: '3px solid var(--mantine-color-gray-3)' }}>
          <Text size="xs" c="dimmed" fw={600}>
            {t('review.providerReply')}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {review.reply}
          </Text>
        </Box>
      )}
    </Stack>
  );
}

/** The provider's one reply to the review of their work, published with it on their page. */
export function ReplyForm({ request, onDone }: { request: WorkRequest; onDone: () => void }) {
  const { t } = useTranslation('work');
  const reply = useReplyToReview();
  const form = useAppForm({ schema: reviewReplySchema, initialValues: { text: '' } });
  const submit = form.onSubmit((checked) =>
    reply.mutate(
      { id: request._id, text: checked.text },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onDone();
        },
        onError: (failure) => notifyError(errorMessage(failure)),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea label={t('review.yourReply')} autosize minRows={2} maxLength={1000} {...form.getInputProps('text')} />
        <div>
          <Button type="submit" variant="light" loading={reply.isPending}>
            {t('review.replySubmit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** The seeker's stars and comment for completed work (once). */
export function ReviewForm({ request, onDone }: { request: WorkRequest; onDone: () => void }) {
  const { t } = useTranslation('work');
  const starLabel = (value: number) => (value === 0 ? t('review.noRating') : t('review.stars', { count: value }));
  const review = useReviewWorkRequest();
  const form = useAppForm({ schema: newReviewSchema, initialValues: { rating: 0, comment: '' } });
  const ids = { title: useId(), error: useId() };
  const error = form.errors.rating;
  const chooseRating = (value: number) => form.setFieldValue('rating', value);

  const submit = form.onSubmit(
    (checked) =>
      review.mutate(
        { id: request._id, review: checked },
        {
          onSuccess: (answer) => {
            notifySuccess(answer.message);
            onDone();
          },
          onError: (failure) => notifyError(errorMessage(failure)),
        },
      ),
    // The stars are no single input: the first one takes the focus.
    (_errors, _values, event) =>
      event?.currentTarget.querySelector<HTMLInputElement>('fieldset input[value="1"]')?.focus(),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={ids.title}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={ids.title}>
          {t('review.title')}
        </Title>
        <Box
          component="fieldset"
          m={0}
          p={0}
          style={{ border: 0, minWidth: 0 }}
          aria-describedby={error ? ids.error : undefined}
          // Mantine's Rating commits a star on click or Enter/Space only; arrow keys (and a click on
          // the radio itself, as assistive technology does) merely preview it. Commit those too.
          onChange={(event) => {
            const target = event.target;
            if (target instanceof HTMLInputElement && target.type === 'radio') chooseRating(Number(target.value));
          }}
        >
          <Text component="legend" size="sm" fw={500} mb={4}>
            {t('review.yourRating')}
          </Text>
          <Rating size="lg" value={form.values.rating} onChange={chooseRating} getSymbolLabel={starLabel} />
          {error && (
            <Text id={ids.error} size="sm" c="red" mt={4}>
              {error}
            </Text>
          )}
        </Box>
        <Textarea
          label={t('review.comment')}
          autosize
          minRows={2}
          maxLength={1000}
          {...form.getInputProps('comment')}
        />
        <div>
          <Button type="submit" loading={review.isPending}>
            {t('review.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
