import { Button } from '@mantine/core';
import type { Language, SetLanguageResponse } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { api } from '../lib/api';
import { sessionQuery, useSession } from '../lib/session';
import { changeLanguage, currentLanguage, LANGUAGE_NAMES, languageChosenHere, useTranslation } from './i18n';
import classes from './language-name.module.css';

/** Keeps the language on the signed-in member's profile (best effort: the screen has switched already). */
function useSaveOnProfile(): (language: Language) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (language: Language) =>
      void api
        .put<SetLanguageResponse>('/auth/language', { language })
        .then((answer) =>
          queryClient.setQueryData(sessionQuery().queryKey, (user) => user && { ...user, language: answer.language }),
        )
        .catch(() => undefined),
    [queryClient],
  );
}

/**
 * The signed-in member's language, device and profile in step. A language chosen on this device
 * goes to the profile (chosen before signing in, or registering). A device that never chose reads
 * in the browser's language, unless the profile says Hindi — a choice the member made elsewhere
 * (English is every profile's default, so it tells nothing); the profile then learns the browser's.
 */
export function useProfileLanguage(): void {
  const { user } = useSession();
  const saveOnProfile = useSaveOnProfile();
  const profile = user?.language;
  useEffect(() => {
    if (!profile || profile === currentLanguage()) return;
    if (!languageChosenHere() && profile === 'hi') void changeLanguage(profile);
    else saveOnProfile(currentLanguage());
  }, [profile, saveOnProfile]);
}

/**
 * Switches the language on this device and, for a signed-in member, on their profile (their
 * emails and push follow it).
 */
export function useLanguageSwitch(): { language: Language; choose: (language: Language) => void } {
  const { i18n } = useTranslation();
  const { user } = useSession();
  const saveOnProfile = useSaveOnProfile();
  return {
    language: i18n.language,
    choose: (next) => {
      void changeLanguage(next);
      if (user && user.language !== next) saveOnProfile(next);
    },
  };
}

/** The top bar's switch: one button naming the other language, in that language. */
export function LanguageButton() {
  const { t } = useTranslation();
  const { language, choose } = useLanguageSwitch();
  const other: Language = language === 'hi' ? 'en' : 'hi';
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      lang={other}
      aria-label={t('language.switchTo', { language: LANGUAGE_NAMES[other] })}
      onClick={() => choose(other)}
    >
      <span className={classes.name}>{LANGUAGE_NAMES[other]}</span>
    </Button>
  );
}
