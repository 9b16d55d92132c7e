import { Text, Timeline } from '@mantine/core';
import { formatDateTime, type WorkBox, type WorkRequest } from '@sevak/shared';

type Step = { title: string; at: string; detail?: string };

/** What has happened to a request, in order. */
function stepsOf(request: WorkRequest): Step[] {
  const steps: Step[] = [{ title: 'Sent', at: request.createdAt }];
  if (request.acceptedAt) steps.push({ title: 'Accepted', at: request.acceptedAt });
  if (request.declinedAt) {
    steps.push({
      title: 'Declined',
      at: request.declinedAt,
      detail: request.declineReason ? `Reason: ${request.declineReason}` : undefined,
    });
  }
  if (request.cancelledAt) steps.push({ title: 'Cancelled', at: request.cancelledAt });
  if (request.completedAt) steps.push({ title: 'Completed', at: request.completedAt });
  if (request.review) steps.push({ title: 'Reviewed', at: request.review.createdAt });
  return steps;
}

/** What should happen next, in the words of the person looking; null once nothing more will. */
function nextStepOf(request: WorkRequest, box: WorkBox): string | null {
  const mine = box === 'received';
  switch (request.status) {
    case 'sent':
      return mine ? 'Waiting for your answer' : 'Waiting for the provider';
    case 'accepted':
      return mine ? 'Mark it completed when the work is done' : 'Waiting for the work to be completed';
    case 'completed':
      if (request.review) return null;
      return mine ? "Waiting for the seeker's review" : 'Waiting for your review';
    default:
      return null;
  }
}

/** The request's history with times, and the next expected step dimmed. */
export function WorkTimeline({ request, box }: { request: WorkRequest; box: WorkBox }) {
  const steps = stepsOf(request);
  const next = nextStepOf(request, box);
  return (
    <Timeline active={steps.length - 1} bulletSize={14} lineWidth={2} role="list" aria-label="History">
      {steps.map((step, i) => (
        <Timeline.Item
          key={step.title}
          title={step.title}
          role="listitem"
          lineVariant={next && i === steps.length - 1 ? 'dashed' : 'solid'}
        >
          <Text size="xs" c="dimmed">
            <time dateTime={step.at}>{formatDateTime(step.at)}</time>
          </Text>
          {step.detail && (
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {step.detail}
            </Text>
          )}
        </Timeline.Item>
      ))}
      {next && <Timeline.Item title={next} role="listitem" c="dimmed" />}
    </Timeline>
  );
}
