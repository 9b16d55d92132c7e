import { Alert, Button, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlert } from '../../../components/icons';
import { PageCard } from '../../../components/page-card';
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

function RecoveryNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <Alert
      color={notice.kind === 'error' ? 'red' : 'indigo'}
      variant="light"
      icon={notice.kind === 'error' ? <IconAlert /> : undefined}
      mb="md"
    >
      {notice.text}
    </Alert>
  );
}

/** The Email field every recovery page starts with. */
export function RecoveryEmailInput(props: TextInputProps) {
  return <TextInput label="Email" type="email" autoCapitalize="none" spellCheck={false} {...props} />;
}
