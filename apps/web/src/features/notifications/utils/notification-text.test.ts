import { NOTIFICATION_DEFAULTS } from '@sevak/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespaces } from '../../../i18n/i18n';
import { bellLabel, notificationBody, notificationTitle } from './notification-text';

const note = (title: string, body: string) => ({ title, body });

describe('notification text in English', () => {
  it("is the server's words, with the defaults for empty ones", () => {
    expect(notificationTitle(note('Your request was accepted', ''))).toBe('Your request was accepted');
    expect(notificationBody(note('Your request was accepted', 'Plumbing on 05 Mar 2026, 12:15 pm, by Asha.'))).toBe(
      'Plumbing on 05 Mar 2026, 12:15 pm, by Asha.',
    );
    expect(notificationTitle(note(' ', ''))).toBe(NOTIFICATION_DEFAULTS.title);
    expect(notificationBody(note('', ''))).toBe(NOTIFICATION_DEFAULTS.body);
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });
});

describe('notification text in Hindi', () => {
  afterAll(async () => {
    await changeLanguage('en');
  });

  it("says each kind of the server's in Hindi, the member's own words as they are", async () => {
    await changeLanguage('hi');
    await loadNamespaces(['notifications', 'spec']);

    expect(notificationTitle(note('Your account is approved', ''))).toBe('आपका खाता मंज़ूर हो गया है');
    expect(
      notificationBody(
        note('Your account is approved', 'Welcome to Sevak! You can now use every part of the marketplace.'),
      ),
    ).toBe('सेवक में आपका स्वागत है! अब आप मार्केटप्लेस की हर सुविधा इस्तेमाल कर सकते हैं।');

    expect(notificationTitle(note('New work request', ''))).toBe('काम का नया अनुरोध');
    const asked = notificationBody(note('New work request', 'Asha Devi asks for Plumbing on 05 Mar 2026, 12:15 pm.'));
    expect(asked).toMatch(/^Asha Devi ने 05 .+ 2026, 12:15 .+ के लिए Plumbing का अनुरोध किया है।$/);
    expect(asked).not.toContain('Mar');

    // A booking's notices (docs/contract.md §5c), by the server's words.
    expect(notificationTitle(note('Booking confirmed', ''))).toBe('बुकिंग पक्की');
    expect(notificationTitle(note('Dispute resolved', ''))).toBe('विवाद सुलझ गया');
    expect(notificationBody(note('Dispute resolved', 'Tap repair: ₹200 back to you.'))).toBe(
      'Tap repair: ₹200 back to you.',
    );

    expect(
      notificationBody(
        note('Your request was declined', 'Plumbing on 05 Sept 2026, 9:05 am, by Ravi. Reason: Busy that day'),
      ),
    ).toMatch(/^Plumbing, 05 .+ 2026, 9:05 .+ — Ravi द्वारा। कारण: Busy that day$/);

    expect(notificationTitle(note('New review: 4 of 5 stars', ''))).toBe('नया रिव्यू: 5 में से 4 स्टार');
    expect(notificationBody(note('New review: 4 of 5 stars', 'Asha: Great work'))).toBe('Asha: Great work');
    expect(notificationBody(note('New review: 4 of 5 stars', 'Asha reviewed your Plumbing work.'))).toBe(
      'Asha ने आपके Plumbing के काम का रिव्यू दिया है।',
    );

    // A body of the server's, under a title that is not its kind's, is left alone.
    expect(
      notificationBody(note('Your support ticket is resolved', 'Plumbing on 05 Mar 2026, 12:15 pm, by Asha.')),
    ).toBe('Plumbing on 05 Mar 2026, 12:15 pm, by Asha.');
    expect(notificationTitle(note('Your support ticket is resolved', ''))).toBe('आपका सपोर्ट टिकट हल हो गया है');
    // A ticket's acknowledgement: its number and the time we aim to resolve it by, in the member's words.
    expect(notificationTitle(note('We have received your ticket SV-T-000042', ''))).toBe(
      'हमें आपका टिकट SV-T-000042 मिल गया है',
    );
    const acknowledged = notificationBody(
      note('We have received your ticket SV-T-000042', 'Refund: we aim to resolve it by 05 Apr 2026, 12:15 pm.'),
    );
    expect(acknowledged).toMatch(/^Refund: हम इसे 05 .+ 2026, 12:15 .+ तक हल करने का प्रयास करेंगे।$/);
    expect(acknowledged).not.toContain('Apr');
    // Texts of @sevak/shared: the spec namespace's words.
    expect(notificationTitle(note('Registration fee paid', ''))).not.toBe('Registration fee paid');
    expect(notificationTitle(note('', ''))).not.toBe(NOTIFICATION_DEFAULTS.title);
    expect(notificationBody(note('', ''))).not.toBe(NOTIFICATION_DEFAULTS.body);
    expect(bellLabel(0)).toBe('सूचनाएँ');
    expect(bellLabel(2)).toBe('सूचनाएँ, 2 बिना पढ़ी');
  });
});
