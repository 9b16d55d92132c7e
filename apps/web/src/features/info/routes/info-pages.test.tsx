// @vitest-environment happy-dom
import { paths } from '@sevak/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { errorResponse, jsonResponse, PUBLIC_CONFIG } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const answer = (path: string) =>
  path === '/api/config/public' ? jsonResponse(PUBLIC_CONFIG) : errorResponse('NOT_FOUND', { message: 'Not found' });
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('public pages', () => {
  it('/aboutus says who we are, how verification works, the ₹121 fee, and how to reach us', async () => {
    renderApp(paths.aboutUs, { onFetch: answer });
    expect(await screen.findByRole('heading', { name: 'About Sevak', level: 1 })).toBeTruthy();
    expect(section('How verification works').getByText(/Aadhaar card and a selfie/)).toBeTruthy();
    expect(section('How verification works').getByText(/one-time registration fee of ₹121/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Why ₹121?' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'help@sevak.local' })).toBeTruthy();
  });

  it('/privacyPolicy has the terms, consent, prohibited uses, liability, Indian law and the one-day refund rules', async () => {
    renderApp(paths.privacyPolicy, { onFetch: answer });
    expect(await screen.findByRole('heading', { name: 'Privacy Policy and Terms', level: 1 })).toBeTruthy();
    for (const name of [
      'Terms of service',
      'Your consent',
      'How we keep your data',
      'Prohibited uses',
      'Liability',
      'Refund policy',
      'Governing law',
    ]) {
      expect(screen.getByRole('region', { name }), name).toBeTruthy();
    }
    const refunds = section('Refund policy');
    expect(refunds.getByText('A refund applies only if a service was not delivered as promised.')).toBeTruthy();
    expect(refunds.getByText('Ask for it within one day, through Customer Care.')).toBeTruthy();
    expect(refunds.getByText('Our team replies within one day.')).toBeTruthy();
    expect(section('Governing law').getByText(/laws of India/)).toBeTruthy();
    expect(section('Terms of service').getByText(/₹121/)).toBeTruthy();
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

    it('/privacyPolicy reads in Hindi', async () => {
      await changeLanguage('hi');
      renderApp(paths.privacyPolicy, { onFetch: answer });
      expect(await screen.findByRole('heading', { name: 'गोपनीयता नीति और शर्तें', level: 1 })).toBeTruthy();
      expect(section('रिफ़ंड नीति').getByText('हमारी टीम एक दिन के अंदर जवाब देती है।')).toBeTruthy();
      expect(section('सेवा की शर्तें').getByText(/₹121/)).toBeTruthy();
    });
  });
});
