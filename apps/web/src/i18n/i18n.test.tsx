import { formatDay, messages, PLAN_KIND_LABELS, registrationMessages, walletMessages } from '@sevak/shared';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import hiCommon from './locales/hi/common.json';
import hiErrors from './locales/hi/errors.json';
import hiSpec from './locales/hi/spec.json';
import { changeLanguage, codeText, currentLanguage, i18n, translateText, useTranslation } from './i18n';

/** The two languages at work: English from its files, Hindi through i18next. */
afterEach(async () => {
  await changeLanguage('en');
  localStorage.clear();
});

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('nav.profile')}</p>;
}

describe('switching the language', () => {
  it('re-renders the screen in Hindi, sets <html lang> and the dates, and remembers the choice here', async () => {
    render(<Greeting />);
    expect(screen.getByText('Profile')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-IN');

    await act(() => changeLanguage('hi'));
    expect(screen.getByText(hiCommon.nav.profile)).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem('sevak.language')).toBe('hi');
    expect(currentLanguage()).toBe('hi');
    expect(formatDay('2026-03-04T18:30:00Z')).toBe('05 मार्च 2026');

    await act(() => changeLanguage('en'));
    expect(screen.getByText('Profile')).toBeTruthy();
    expect(formatDay('2026-03-04T18:30:00Z')).toBe('05 Mar 2026');
  });

  it('fills blanks and picks plurals in English without i18next, as i18next does in Hindi', async () => {
    expect(i18n.t('language.switchTo', { language: 'हिन्दी' })).toBe('Switch to हिन्दी');
    await changeLanguage('hi');
    expect(i18n.t('language.switchTo', { language: 'English' })).toBe(
      hiCommon.language.switchTo.replace('{{language}}', 'English'),
    );
  });
});

describe('texts of @sevak/shared and API refusals', () => {
  it('stay English in English', () => {
    expect(translateText(messages.auth.invalidCredentials)).toBe('Invalid credentials');
    expect(codeText('BODY_NOT_JSON', 'Body is not valid JSON')).toBe('Body is not valid JSON');
  });

  it('are found by their English words in Hindi, a message with blanks by its pattern', async () => {
    await changeLanguage('hi');
    expect(translateText(messages.auth.invalidCredentials)).toBe(hiSpec['Invalid credentials']);
    expect(translateText(registrationMessages.passwordShort(8))).toBe(
      hiSpec['Password must be at least {{0}} characters long.'].replace('{{0}}', '8'),
    );
    // The most fixed words win: a plan's kind is not taken for a blank of the generic key.
    expect(
      translateText(walletMessages.descriptions.installment(PLAN_KIND_LABELS.yearly, '₹1,00,000', '3', '12')),
    ).toBe(`${hiSpec['Fixed deposit']} ₹1,00,000: 12 में से किस्त 3`);
    // A member's own words, or words already in Hindi, come back as they are.
    expect(translateText('Kiran Electricals')).toBe('Kiran Electricals');
    expect(translateText(hiSpec['Invalid credentials'])).toBe(hiSpec['Invalid credentials']);
  });

  it('an API refusal: its message when known, else its code’s one sentence, else the English', async () => {
    await changeLanguage('hi');
    expect(codeText('INVALID_CREDENTIALS', messages.auth.invalidCredentials)).toBe(hiSpec['Invalid credentials']);
    expect(codeText('BODY_NOT_JSON', 'Unexpected end of JSON input')).toBe(hiErrors.BODY_NOT_JSON);
    expect(codeText('NOT_A_CODE', 'Something new')).toBe('Something new');
  });
});
