import { VisuallyHidden } from '@mantine/core';
import { Icon } from './icons';
import { useTranslation } from '../i18n/i18n';

/**
 * The show/hide toggle of PasswordInput, named by hidden text rather than aria-label, so "find
 * the field labelled Password" (by people, tests and screen readers) finds only the input.
 */
export function PasswordToggleIcon({ reveal }: { reveal: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Icon size={18}>
        <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
        {reveal ? <path d="M3 3l18 18" /> : null}
      </Icon>
      <VisuallyHidden>{reveal ? t('passwordToggle.hide') : t('passwordToggle.show')}</VisuallyHidden>
    </>
  );
}

/** Props for every PasswordInput in the app: a keyboard-reachable toggle named as above. */
export const passwordToggleProps = {
  visibilityToggleIcon: PasswordToggleIcon,
  visibilityToggleFocusable: true,
  visibilityToggleButtonProps: { 'aria-label': undefined },
} as const;
