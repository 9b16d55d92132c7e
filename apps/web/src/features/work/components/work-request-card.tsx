import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { WorkBox, WorkRequest } from '@sevak/shared';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { bookingPath } from '../../../lib/booking-path';
import { useCategoryLabel } from '../../../lib/categories';
import { isBookingRequest } from '../utils/booking-role';
import { RequestDetails } from './request-details';
import { WorkActions } from './work-actions';
import { ReplyForm, ReviewForm, ReviewView } from './work-review';
import { WorkStatusBadge } from './work-status-badge';
import { WorkTimeline } from './work-timeline';

/**
 * One request as the person looking sees it (`box`: they sent it, or they received it). A booking
 * (a service at a time, paid through Sevak) is taken further on its own page: the card links there.
 */
export function WorkRequestCard({
  request,
  box,
}: {
  request: WorkRequest & { unreadMessages?: number };
  box: WorkBox;
}) {
  const { t } = useTranslation('work');
  const label = useCategoryLabel();
  const titleId = `work-request-${request._id}`;
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that was pressed is gone once the request moves on; keep the keyboard in this card.
  const focusCard = () => heading.current?.focus();
  const title = request.service?.title ?? label(request.category);
  if (isBookingRequest(request)) {
    return (
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={titleId}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            <WorkStatusBadge status={request.status} />
          </Group>
          <RequestDetails request={request} box={box} />
          <WorkTimeline request={request} box={box} />
          <Group gap="sm">
            <Button
              component={Link}
              to={bookingPath(request._id)}
              variant="light"
              aria-label={t('booking.openLabel', { title })}
            >
              {t('booking.open')}
            </Button>
            {request.unreadMessages ? (
              <Badge color="red" variant="filled" size="lg">
                {t('conversation.unread', { count: request.unreadMessages })}
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={titleId} ref={heading} tabIndex={-1} style={{ overflowWrap: 'anywhere' }}>
            {label(request.category)}
          </Title>
          <WorkStatusBadge status={request.status} />
        </Group>
        <RequestDetails request={request} box={box} />
        <WorkTimeline request={request} box={box} />
        <WorkActions request={request} box={box} onDone={focusCard} />
        {request.review ? (
          <>
            <ReviewView title={box === 'sent' ? t('review.yours') : t('review.seekers')} review={request.review} />
            {box === 'received' && !request.review.reply && <ReplyForm request={request} onDone={focusCard} />}
          </>
        ) : (
          box === 'sent' && request.status === 'completed' && <ReviewForm request={request} onDone={focusCard} />
        )}
      </Stack>
    </Paper>
  );
}
