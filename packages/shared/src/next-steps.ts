/**
 * What a member awaiting approval still has to do, in order (components/next-steps.tsx,
 * docs/decisions/032). A module of its own: only the pages that show a member's status load it,
 * never a visitor's first page.
 */
export const nextStepsMessages = {
  label: 'What is left to do',
  titleUnpaid: 'One step before approval: the registration fee',
  payFee: (fee: string) => `Pay the one-time ${fee} registration fee: to do now.`,
  feePaid: (fee: string) => `The ${fee} registration fee: paid.`,
  approvalLater: 'Then an admin checks your details and documents and approves your account.',
  approvalWaiting: 'An admin checks your details and documents and approves your account: we are on it.',
  payNow: (fee: string) => `Pay ${fee} now`,
  /** GET /auth/approval-time's median, in whole hours (under two days) or days. */
  typicalHours: (hours: number) =>
    hours === 1
      ? 'Most members are approved within about 1 hour of registering (over the last 90 days).'
      : `Most members are approved within about ${hours} hours of registering (over the last 90 days).`,
  typicalDays: (days: number) =>
    `Most members are approved within about ${days} days of registering (over the last 90 days).`,
};
