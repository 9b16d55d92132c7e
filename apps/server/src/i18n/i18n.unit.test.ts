import { describe, expect, it } from 'vitest';
import {
  adminNotices,
  dataExportMessages,
  documentReviewMessages,
  ekycMessages,
  formatDateTime,
  formatDay,
  investmentMessages,
  messages,
  PLAN_KIND_LABELS,
  WALLET_KIND_LABELS,
  walletMessages,
  withdrawalMessages,
} from '@sevak/shared';
import { notices, renderNotice, type Notice } from '../features/notifications/notices.js';
import { en } from './en.js';
import { hi } from './hi.js';
import { formatDateTimeIn, formatDayIn, translate } from './index.js';

/** Every text of a resource tree, by its path. */
function leaves(tree: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [path, text] of leaves(value as object, `${prefix}${key}.`)) found.set(path, text);
  }
  return found;
}
const blanks = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('server texts', () => {
  it('Hindi has every English text, with the same values to fill in, and nothing left in English', () => {
    const english = leaves(en);
    const hindi = leaves(hi);
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of english) {
      expect(blanks(hindi.get(path)!), path).toEqual(blanks(text));
      // Each Hindi text has Devanagari in it, but values alone ('{{reason}}') and the time zone's name.
      const wordless = text.replace(/\{\{\w+\}\}|[\s:.()]|IST/g, '') === '';
      if (!wordless) expect(hindi.get(path), path).toMatch(/\p{sc=Deva}/u);
    }
  });

  it('English notices are word for word those of @sevak/shared (the bell and push read as before)', () => {
    const same: [Notice, { title: string; body: string }][] = [
      [notices.feePaid(), { title: 'Registration fee paid', body: messages.payments.captured }],
      [notices.adminRegistered('Asha'), adminNotices.registered('Asha')],
      [notices.adminFeePaid('Asha'), adminNotices.feePaid('Asha')],
      [notices.adminTicket('Asha', 'Refund'), adminNotices.ticket('Asha', 'Refund')],
      [notices.ekycApproved(), ekycMessages.approvedNotice],
      [notices.ekycRejected('Blurred.'), ekycMessages.rejectedNotice('Blurred.')],
      [notices.aadhaarAccepted(), documentReviewMessages.acceptedNotice],
      [notices.aadhaarRejected('Blurred.'), documentReviewMessages.rejectedNotice('Blurred.')],
      [notices.referralReward('₹25', 'Ravi S.'), walletMessages.notices.reward('₹25', 'Ravi S.')],
      [notices.walletCredited('₹25', 'Goodwill'), walletMessages.notices.credited('₹25', 'Goodwill')],
      [notices.walletDebited('₹25', 'Fix'), walletMessages.notices.debited('₹25', 'Fix')],
      [notices.withdrawalRequested('₹500'), withdrawalMessages.notices.requested('₹500')],
      [notices.withdrawalProcessing('₹500'), withdrawalMessages.notices.processing('₹500')],
      [notices.withdrawalPaid('₹500', 'UTR1234567'), withdrawalMessages.notices.paid('₹500', 'UTR1234567')],
      [notices.withdrawalRejected('₹500', 'Closed.'), withdrawalMessages.notices.rejected('₹500', 'Closed.')],
      [notices.withdrawalCancelled('₹500'), withdrawalMessages.notices.cancelled('₹500')],
      [notices.withdrawalFailed('₹500', 'Closed.'), withdrawalMessages.notices.failed('₹500', 'Closed.')],
      [notices.withdrawalReversed('₹500'), withdrawalMessages.notices.reversed('₹500')],
      [notices.planAssigned('A plan'), investmentMessages.assignedNotice('A plan')],
      [notices.planPayout('₹1,000', 2, 12), investmentMessages.payoutNotice('₹1,000', 2, 12)],
      [notices.planClosed('Asked.'), investmentMessages.closedNotice('Asked.')],
      [notices.dataExportReady(), dataExportMessages.readyNotice],
    ];
    for (const [notice, words] of same) expect(renderNotice('en', notice), notice.name).toEqual(words);
  });

  it('English texts of the server itself are as they were', () => {
    const when = new Date('2026-11-21T18:30:00Z');
    const work = { category: 'Plumber', when, member: 'Ravi' };
    expect(renderNotice('en', notices.accountApproved())).toEqual({
      title: 'Your account is approved',
      body: 'Welcome to Sevak! You can now use every part of the marketplace.',
    });
    expect(renderNotice('en', notices.ticketResolved('Refund', 'Sent today.'))).toEqual({
      title: 'Your support ticket is resolved',
      body: 'Refund: Sent today.',
    });
    expect(renderNotice('en', notices.ticketAcknowledged('SV-T-000042', 'Refund', when))).toEqual({
      title: 'We have received your ticket SV-T-000042',
      body: 'Refund: we aim to resolve it by 22 Nov 2026, 12:00 am.',
    });
    expect(renderNotice('en', notices.workRequested('Asha', 'Plumber', when))).toEqual({
      title: 'New work request',
      body: `Asha asks for Plumber on ${formatDateTime(when)}.`,
    });
    expect(renderNotice('en', notices.workStep('accepted', work)).title).toBe('Your request was accepted');
    expect(renderNotice('en', notices.workStep('completed', work)).title).toBe('Work completed: please leave a review');
    expect(renderNotice('en', notices.workStep('cancelled', work))).toEqual({
      title: 'A work request was cancelled',
      body: `Plumber on ${formatDateTime(when)}, by Ravi.`,
    });
    expect(renderNotice('en', notices.workDeclined(work, 'Busy that day'))).toEqual({
      title: 'Your request was declined',
      body: `Plumber on ${formatDateTime(when)}, by Ravi. Reason: Busy that day`,
    });
    expect(renderNotice('en', notices.workReviewed({ rating: 4, member: 'Asha', category: 'Plumber' }))).toEqual({
      title: 'New review: 4 of 5 stars',
      body: 'Asha reviewed your Plumber work.',
    });
    expect(
      renderNotice('en', notices.workReviewed({ rating: 5, member: 'Asha', category: 'Plumber', comment: 'Neat' }))
        .body,
    ).toBe('Asha: Neat');
    expect(translate('en', 'plan.monthly', { amount: '₹1,00,000', back: '₹1,000', months: 12 })).toBe(
      `${PLAN_KIND_LABELS.monthly}: ₹1,00,000, ₹1,000 a month for 12 months`,
    );
    expect(translate('en', 'plan.yearly', { amount: '₹1,00,000', back: '₹1,10,000', months: 12 })).toBe(
      `${PLAN_KIND_LABELS.yearly}: ₹1,00,000, ₹1,10,000 after 12 months`,
    );
    expect(en.statement.kind).toEqual(WALLET_KIND_LABELS);
    expect(translate('en', 'mail.resetCode.text', { name: 'Asha Verma', code: '012345' })).toBe(
      'Namaste Asha Verma,\n\nYour code to reset your Sevak password is 012345.\n' +
        'It is valid for 10 minutes. If you did not ask for it, you can ignore this email.\n\n— Sevak',
    );
  });

  it('Hindi: the same notice in Hindi, its date in Hindi words', () => {
    const when = new Date('2026-11-21T18:30:00Z');
    expect(renderNotice('hi', notices.workRequested('आशा', 'Plumber', when))).toEqual({
      title: 'काम का नया अनुरोध',
      body: 'आशा ने 22 नव॰ 2026, 12:00 am के लिए Plumber का अनुरोध किया है।',
    });
    expect(
      renderNotice(
        'hi',
        notices.planAssigned((language) =>
          translate(language, 'plan.monthly', {
            amount: '₹1,00,000',
            back: '₹1,000',
            months: 12,
          }),
        ),
      ).body,
    ).toBe('मासिक आय: ₹1,00,000, 12 महीनों तक हर महीने ₹1,000। इसके भुगतान तय समय पर आपके वॉलेट में आएँगे।');
  });

  it('a value is printed as it is: a name that looks like a blank or a nested text is not read', () => {
    expect(translate('en', 'mail.resetCode.subject', { name: '{{code}}' })).toBe('Your Sevak password reset code');
    const text = translate('hi', 'mail.resetCode.text', {
      name: '{{code}} $t(mail.resetCode.subject)',
      code: '123456',
    });
    expect(text).toContain('नमस्ते {{code}} $t(mail.resetCode.subject) जी,');
    expect(text).toContain('कोड 123456 है।');
  });

  it('dates: English exactly as @sevak/shared writes them, Hindi in Hindi words', () => {
    for (const at of ['2026-11-21T18:30:00Z', '2026-03-04T06:05:00Z', '2027-01-31T23:59:59Z']) {
      expect(formatDateTimeIn('en', new Date(at))).toBe(formatDateTime(at));
      expect(formatDayIn('en', new Date(at))).toBe(formatDay(at));
    }
    expect(formatDayIn('hi', new Date('2026-03-04T18:30:00Z'))).toBe('05 मार्च 2026');
  });
});
