import { Text, Timeline } from '@mantine/core';
import { formatDateTime, type WorkRequest } from '@sevak/shared';
import { useTranslation } from '../../../i18n/i18n';
import { isBookingRequest, type Viewer } from '../utils/booking-role';

type StepKind =
  | 'sent'
  | 'booked'
  | 'accepted'
  | 'declined'
  | 'cancelled'
  | 'paid'
  | 'started'
  | 'completed'
  | 'disputed'
  | 'released'
  | 'resolved'
  | 'reviewed';
/** `reason`: the provider's words for declining. */
type Step = { kind: StepKind; at: string; reason?: string | undefined };
type NextStep =
  | 'yourAnswer'
  | 'providerAnswer'
  | 'markCompleted'
  | 'workCompleted'
  | 'seekerReview'
  | 'yourReview'
  | 'yourPayment'
  | 'seekerPayment'
  | 'startWithCode'
  | 'providerStart'
  | 'yourConfirm'
  | 'seekerConfirm'
  | 'disputeReview';

/** What has happened to a request, in order. */
function stepsOf(request: WorkRequest): Step[] {
  const booking = isBookingRequest(request);
  const steps: Step[] = [{ kind: booking ? 'booked' : 'sent', at: request.createdAt }];
  if (request.acceptedAt) steps.push({ kind: 'accepted', at: request.acceptedAt });
  if (request.declinedAt) {
    steps.push({ kind: 'declined', at: request.declinedAt, reason: request.declineReason || undefined });
  }
  if (request.payment?.paidAt) steps.push({ kind: 'paid', at: request.payment.paidAt });
  if (request.startedAt) steps.push({ kind: 'started', at: request.startedAt });
  if (request.cancelledAt) steps.push({ kind: 'cancelled', at: request.cancelledAt });
  if (request.completedAt) steps.push({ kind: 'completed', at: request.completedAt });
  if (request.dispute) steps.push({ kind: 'disputed', at: request.dispute.openedAt });
  if (request.releasedAt)
    steps.push({ kind: request.status === 'resolved' ? 'resolved' : 'released', at: request.releasedAt });
  if (request.review) steps.push({ kind: 'reviewed', at: request.review.createdAt });
  return steps;
}

/** What should happen next, from the side of the person looking; null once nothing more will. */
function nextStepOf(request: WorkRequest, viewer: Viewer): NextStep | null {
  const mine = viewer === 'received';
  const seeker = viewer === 'sent';
  switch (request.status) {
    case 'sent':
      return mine ? 'yourAnswer' : 'providerAnswer';
    case 'accepted':
      return mine ? 'markCompleted' : 'workCompleted';
    case 'quoted':
    case 'pending_payment':
      return seeker ? 'yourPayment' : 'seekerPayment';
    case 'confirmed':
      return mine ? 'startWithCode' : 'providerStart';
    case 'started':
      return mine ? 'markCompleted' : 'workCompleted';
    case 'completed':
      if (isBookingRequest(request)) return seeker ? 'yourConfirm' : 'seekerConfirm';
      if (request.review) return null;
      return mine ? 'seekerReview' : 'yourReview';
    case 'disputed':
      return 'disputeReview';
    case 'released':
    case 'resolved':
      if (request.review || viewer === 'admin') return null;
      return mine ? 'seekerReview' : 'yourReview';
    default:
      return null;
  }
}

/** The request's history with times, and the next expected step dimmed. */
export function WorkTimeline({ request, box }: { request: WorkRequest; box: Viewer }) {
  const { t } = useTranslation('work');
  const steps = stepsOf(request);
  const next = nextStepOf(request, box);
  return (
    <Timeline active={steps.length - 1} bulletSize={14} lineWidth={2} role="list" aria-label={t('timeline.label')}>
      {steps.map((step, i) => (
        <Timeline.Item
          key={step.kind}
          title={t(`timeline.${step.kind}`)}
          role="listitem"
          lineVariant={next && i === steps.length - 1 ? 'dashed' : 'solid'}
        >
          <Text size="xs" c="dimmed">
            <time dateTime={step.at}>{formatDateTime(step.at)}</time>
          </Text>
          {step.reason && (
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {t('timeline.reason', { reason: step.reason })}
            </Text>
          )}
        </Timeline.Item>
      ))}
      {next && <Timeline.Item title={t(`timeline.next.${next}`)} role="listitem" c="dimmed" />}
    </Timeline>
  );
}
