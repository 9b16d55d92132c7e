import type { Language } from '@sevak/shared';
import type { en } from '../../i18n/en.js';
import { translate, type TextValue, type TextValues } from '../../i18n/index.js';

export type NoticeName = keyof typeof en.notice;

/**
 * What a notification says, before it has words: a notice of i18n's `notice` texts and its values.
 * `notify` stores it in English (the bell and the live toast, which the web app shows in the
 * reader's language) and pushes it in the language of the member who gets it.
 */
export type Notice = { name: NoticeName; values: TextValues };

const notice = (name: NoticeName, values: TextValues = {}): Notice => ({ name, values });

/** Every notice Sevak sends, by what it tells (en.ts/hi.ts have their words). */
export const notices = {
  accountApproved: () => notice('accountApproved'),
  feePaid: () => notice('feePaid'),
  adminRegistered: (name: string) => notice('adminRegistered', { name }),
  adminFeePaid: (name: string) => notice('adminFeePaid', { name }),
  adminTicket: (name: string, issue: string) => notice('adminTicket', { name, issue }),
  ticketResolved: (issue: string, resolution: string) => notice('ticketResolved', { issue, resolution }),
  /** `when`: the ticket's resolution due time. */
  ticketAcknowledged: (number: string, issue: string, when: Date) =>
    notice('ticketAcknowledged', { number, issue, when }),
  ekycApproved: () => notice('ekycApproved'),
  ekycRejected: (reason: string) => notice('ekycRejected', { reason }),
  aadhaarAccepted: () => notice('aadhaarAccepted'),
  aadhaarRejected: (reason: string) => notice('aadhaarRejected', { reason }),
  referralReward: (amount: string, friend: string) => notice('referralReward', { amount, friend }),
  walletCredited: (amount: string, reason: string) => notice('walletCredited', { amount, reason }),
  walletDebited: (amount: string, reason: string) => notice('walletDebited', { amount, reason }),
  withdrawalRequested: (amount: string) => notice('withdrawalRequested', { amount }),
  withdrawalProcessing: (amount: string) => notice('withdrawalProcessing', { amount }),
  withdrawalPaid: (amount: string, utr: string) => notice('withdrawalPaid', { amount, utr }),
  withdrawalRejected: (amount: string, reason: string) => notice('withdrawalRejected', { amount, reason }),
  withdrawalCancelled: (amount: string) => notice('withdrawalCancelled', { amount }),
  withdrawalFailed: (amount: string, reason: string) => notice('withdrawalFailed', { amount, reason }),
  withdrawalReversed: (amount: string) => notice('withdrawalReversed', { amount }),
  /** `plan`: the plan's description, in the member's language (i18n's `plan` texts). */
  planAssigned: (plan: TextValue) => notice('planAssigned', { plan }),
  planPayout: (amount: string, n: number, total: number) => notice('planPayout', { amount, n, total }),
  planClosed: (reason: string) => notice('planClosed', { reason }),
  workRequested: (seeker: string, category: string, when: Date) => notice('workRequested', { seeker, category, when }),
  /** The other party of a work request moved it on (`member`: who did). */
  workStep: (
    step: 'accepted' | 'completed' | 'cancelled',
    work: { category: string; when: Date; member: string },
  ): Notice =>
    notice(step === 'accepted' ? 'workAccepted' : step === 'completed' ? 'workCompleted' : 'workCancelled', work),
  workDeclined: (work: { category: string; when: Date; member: string }, reason: string) =>
    notice('workDeclined', { ...work, reason }),
  workReviewed: (review: { rating: number; member: string; category: string; comment?: string | null | undefined }) =>
    review.comment
      ? notice('workReviewed', { rating: review.rating, member: review.member, comment: review.comment })
      : notice('workReviewedNoComment', { rating: review.rating, member: review.member, category: review.category }),
  /**
   * A booking moved on (docs/contract.md §5c): `member` is who did it, `when` its time; `amount`
   * (rupees, written) for a quote or a release; `resolution` for a dispute's decision.
   */
  booking: (
    step:
      | 'Requested'
      | 'Held'
      | 'Quoted'
      | 'Confirmed'
      | 'Started'
      | 'OnTheWay'
      | 'Completed'
      | 'Released'
      | 'Cancelled'
      | 'Expired'
      | 'Disputed'
      | 'Resolved'
      | 'Reschedule'
      | 'Moved'
      | 'RescheduleDeclined',
    values: { service: string; when: Date; member?: string; amount?: string; resolution?: string },
  ): Notice => notice(`booking${step}`, values),
  /** "My data": the member's ZIP is ready to download. */
  dataExportReady: () => notice('dataExportReady'),
};

/** A notice in a language: its title and body. */
export function renderNotice(language: Language, { name, values }: Notice): { title: string; body: string } {
  return {
    title: translate(language, `notice.${name}.title`, values),
    body: translate(language, `notice.${name}.body`, values),
  };
}
