import { Alert, Button, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlert } from '../../../components/icons';
import { PageCard } from '../../../components/page-card';
import { translateText, useTranslation } from '../../../i18n/i18n';
import type { Notice, RecoveryForm } from '../utils/recovery-form';

/**
 * The frame of the three password-recovery pages: title, intro, one notice, the form (the page's
 * fields and its submit button) and a link under it.
 */
export function RecoveryCard({
  title,
  intro,
  form,
  submitLabel,
  children,
  footer,
}: {
  title: string;
  intro: ReactNode;
  form: Pick<RecoveryForm, 'notice' | 'pending' | 'formProps'>;
  submitLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <PageCard title={title} intro={intro} maw={420} footer={footer}>
      <RecoveryNotice notice={form.notice} />
      <form {...form.formProps}>
        <Stack gap="md">
          {children}
          <Button type="submit" fullWidth loading={form.pending}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </PageCard>
  );
}

/** A notice's text may be @sevak/shared's English (e.g. 'Please fill in all fields'): shown in the member's language. */
function RecoveryNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <Alert
      color={notice.kind === 'error' ? 'red' : 'indigo'}
      variant="light"
      icon={notice.kind === 'error' ? <IconAlert /> : undefined}
      mb="md"
    >
      {translateText(notice.text)}
    </Alert>
  );
}

/** The Email field every recovery page starts with. */
export function RecoveryEmailInput(props: TextInputProps) {
  const { t } = useTranslation('auth');
  return <TextInput label={t('recovery.email')} type="email" autoCapitalize="none" spellCheck={false} {...props} />;
}
