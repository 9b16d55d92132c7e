// @vitest-environment happy-dom
import { grievanceMessages, paths, publicConfigSchema, supportMessages } from '@sevak/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { errorResponse, fixture, jsonResponse, PUBLIC_CONFIG } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const CONFIG = fixture(publicConfigSchema, {
  ...PUBLIC_CONFIG,
  privacy: { ...PUBLIC_CONFIG.privacy, documentRetentionDays: 45 },
});
const answer = (path: string) =>
  path === '/api/config/public' ? jsonResponse(CONFIG) : errorResponse('NOT_FOUND', { message: 'Not found' });
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('public pages', () => {
  it('/aboutus says who we are, how verification works, the ₹121 fee, and how to reach us', async () => {
    renderApp(paths.aboutUs, { onFetch: answer });
    expect(await screen.findByRole('heading', { name: 'About Sevak', level: 1 })).toBeTruthy();
    expect(section('How verification works').getByText(/Aadhaar card and a selfie/)).toBeTruthy();
    expect(section('How verification works').getByText(/one-time registration fee of ₹121/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Why ₹121?' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'help@sevak.local' })).toBeTruthy();
    expect(section('Grievance officer').getByText('Meera Iyer')).toBeTruthy();
    expect(section('Grievance officer').getByText('We reply within 30 days.')).toBeTruthy();
  });

  it('/privacyPolicy: the policy as the product works, its version and date, the Grievance officer, then the terms and one-day refund rules', async () => {
    renderApp(paths.privacyPolicy, { onFetch: answer });
    expect(await screen.findByRole('heading', { name: 'Privacy Policy and Terms', level: 1 })).toBeTruthy();
    expect(screen.getByText('Version 2.0, in effect from 26 Nov 2026.')).toBeTruthy();
    for (const name of [
      'What we collect',
      'Why we use it',
      'How long we keep it',
      'Who processes it for us',
      'How we protect it',
      'Your rights',
      'Grievance officer',
      'Terms of service',
      'Prohibited uses',
      'Liability',
      'Refund policy',
      'Governing law',
    ]) {
      expect(screen.getByRole('region', { name }), name).toBeTruthy();
    }
    // The server's retention days, and the processors the product really uses.
    expect(
      await section('How long we keep it').findByText(
        'Aadhaar card photos are deleted 45 days after your identity is verified; your record keeps only the dates and the masked number.',
      ),
    ).toBeTruthy();
    const processors = section('Who processes it for us');
    for (const name of [
      /^Razorpay takes the registration fee/,
      /^Firebase Cloud Messaging/,
      /mail provider/,
      /S3-compatible/,
    ]) {
      expect(processors.getByText(name)).toBeTruthy();
    }
    expect(section('Your rights').getByText(/“My data”/)).toBeTruthy();
    expect(section('Your rights').getByText(/“Delete my account”/)).toBeTruthy();
    expect(section('Your rights').getByText(/^Nomination:/)).toBeTruthy();
    expect(
      section('Your rights')
        .getByRole('link', { name: /data request/ })
        .getAttribute('href'),
    ).toBe(paths.support);

    const officer = section('Grievance officer');
    expect(await officer.findByText('Meera Iyer')).toBeTruthy();
    expect(officer.getByRole('link', { name: 'grievance@sevak.local' }).getAttribute('href')).toBe(
      'mailto:grievance@sevak.local',
    );
    expect(officer.getByRole('link', { name: '+91 80 4718 1299' }).getAttribute('href')).toBe('tel:+918047181299');
    expect(officer.getByText('We reply within 30 days.')).toBeTruthy();

    const refunds = section('Refund policy');
    expect(refunds.getByText('A refund applies only if a service was not delivered as promised.')).toBeTruthy();
    expect(refunds.getByText('Ask for it within one day, through Customer Care.')).toBeTruthy();
    expect(refunds.getByText('Our team replies within one day.')).toBeTruthy();
    expect(section('Governing law').getByText(/laws of India/)).toBeTruthy();
    expect(section('Terms of service').getByText(/₹121/)).toBeTruthy();
  });

  it('/privacyPolicy states the default 90 days until the server answers', async () => {
    renderApp(paths.privacyPolicy, {
      onFetch: (path) =>
        path === '/api/config/public'
          ? new Promise<Response>(() => undefined)
          : errorResponse('NOT_FOUND', { message: 'Not found' }),
    });
    const retention = await screen.findByRole('region', { name: 'How long we keep it' });
    expect(within(retention).getByText(/deleted 90 days after/)).toBeTruthy();
    expect(section('Grievance officer').getByText(/within 30 days/)).toBeTruthy();
  });

  it('/how-results-are-ranked says who appears, what narrows the results and each order, in the search page’s words', async () => {
    renderApp(paths.rankingPolicy, { onFetch: answer });
    expect(await screen.findByRole('heading', { name: 'How results are ranked', level: 1 })).toBeTruthy();
    expect(document.title).toBe('How results are ranked · Sevak');
    expect(section('No paid places').getByText(/No provider can pay for a higher place/)).toBeTruthy();
    expect(section('No paid places').getByText(/registration fee of ₹121 is the same for every member/)).toBeTruthy();
    expect(section('Who appears').getByText(/an admin approved/)).toBeTruthy();
    const filters = section('What narrows the results');
    const terms = (region: ReturnType<typeof section>) => region.getAllByRole('term').map((term) => term.textContent);
    expect(terms(filters)).toEqual([
      'What service do you need?',
      'Category',
      'Where?',
      'A pincode or “Near me”',
      'Free on',
      'Taking work now',
    ]);
    // The service radius each provider sets, with the limits and the default of the code.
    expect(filters.getByText(/from 1 to 100 km \(10 km until they choose\)/)).toBeTruthy();
    const order = section('In what order');
    expect(terms(order)).toEqual(['Relevance', 'Highest rated', 'Newest', 'Nearest', 'Lowest price']);
    expect(order.getByText(/Providers who charge only by the hour or on quote come after them/)).toBeTruthy();
    expect(order.getByText(/Providers with no review yet come last/)).toBeTruthy();
    expect(section('Your own area first').getByText(/your own city/)).toBeTruthy();
  });

  it('the correctly spelled addresses lead to the same pages', async () => {
    const { router } = renderApp('/about', { onFetch: answer });
    expect(await screen.findByRole('heading', { name: 'About Sevak', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.aboutUs);
  });

  describe('in Hindi', () => {
    afterEach(() => changeLanguage('en'));

    it('/aboutus reads in Hindi, the fee and the policy link included', async () => {
      await changeLanguage('hi');
      renderApp(paths.aboutUs, { onFetch: answer });
      expect(await screen.findByRole('heading', { name: 'सेवक के बारे में', level: 1 })).toBeTruthy();
      expect(section('सत्यापन कैसे होता है').getByText(/एक बार ₹121 का पंजीकरण शुल्क/)).toBeTruthy();
      expect(screen.getByRole('heading', { name: '₹121 ही क्यों?' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'गोपनीयता नीति और शर्तें' }).getAttribute('href')).toBe(paths.privacyPolicy);
      expect(document.title).toBe('हमारे बारे में · सेवक');
    });

    it('/how-results-are-ranked reads in Hindi, with the search page’s Hindi words', async () => {
      await changeLanguage('hi');
      renderApp(paths.rankingPolicy, { onFetch: answer });
      expect(await screen.findByRole('heading', { name: 'नतीजों का क्रम कैसे तय होता है', level: 1 })).toBeTruthy();
      expect(section('पैसे देकर ऊपर जगह नहीं मिलती').getByText(/पैसे देकर नतीजों में ऊपर नहीं आ सकता/)).toBeTruthy();
      expect(section('किस क्रम में').getByText('सबसे कम दाम')).toBeTruthy();
    });

    it('says the default support hours and Grievance officer in Hindi; a deployment’s own officer as written', async () => {
      await changeLanguage('hi');
      const defaults = fixture(publicConfigSchema, {
        ...CONFIG,
        support: { ...CONFIG.support, hours: supportMessages.defaultHours },
        privacy: {
          ...CONFIG.privacy,
          grievanceOfficer: { ...CONFIG.privacy.grievanceOfficer, name: grievanceMessages.defaultOfficer },
        },
      });
      const view = renderApp(paths.aboutUs, {
        onFetch: (path) =>
          path === '/api/config/public' ? jsonResponse(defaults) : errorResponse('NOT_FOUND', { message: 'Not found' }),
      });
      const hours = await screen.findByText('सोमवार से शनिवार, सुबह 9 बजे से शाम 6 बजे तक (भारतीय समय)');
      expect(section('संपर्क करें').getByText(hours.textContent!)).toBe(hours);
      expect(section('शिकायत अधिकारी').getByText('शिकायत अधिकारी, सेवक')).toBeTruthy();
      view.unmount();

      renderApp(paths.aboutUs, { onFetch: answer });
      expect(await screen.findByText('Meera Iyer')).toBeTruthy();
    });

    it('/privacyPolicy reads in Hindi', async () => {
      await changeLanguage('hi');
      renderApp(paths.privacyPolicy, { onFetch: answer });
      expect(await screen.findByRole('heading', { name: 'गोपनीयता नीति और शर्तें', level: 1 })).toBeTruthy();
      expect(section('रिफ़ंड नीति').getByText('हमारी टीम एक दिन के अंदर जवाब देती है।')).toBeTruthy();
      expect(screen.getByText('संस्करण 2.0, 26 नव॰ 2026 से लागू।')).toBeTruthy();
      expect(await section('हम इसकी सुरक्षा कैसे करते हैं').findByText(/एन्क्रिप्ट करके रखे जाते हैं/)).toBeTruthy();
      expect(section('हम इसे कब तक रखते हैं').getByText(/सत्यापित होने के 45 दिन बाद/)).toBeTruthy();
      expect(section('शिकायत अधिकारी').getByText('हम 30 दिनों के अंदर जवाब देते हैं।')).toBeTruthy();
      expect(section('सेवा की शर्तें').getByText(/₹121/)).toBeTruthy();
    });
  });
});
