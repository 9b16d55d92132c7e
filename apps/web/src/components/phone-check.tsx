import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { phoneVerifySchema, type User } from '@sevak/shared';
import { useState } from 'react';
import { useTranslation } from '../i18n/i18n';
import { api, errorMessage } from '../lib/api';
import { showSubmitError, useAppForm } from '../lib/form';
import { notifySuccess } from '../lib/notify';
import { useSession } from '../lib/session';
import { ErrorAlert } from './error-alert';
import { SectionCard } from './section';

/**
 * The member's phone, verified by a code sent to it (docs/decisions/040): right after
 * registration (the account status page) and on the profile. A sign-in by phone code verifies it
 * too; a changed number needs a new code.
 */
export function PhoneCheck({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const { refresh } = useSession();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useAppForm({ schema: phoneVerifySchema, initialValues: { code: '' } });

  const send = async () => {
    setProblem(null);
    setSending(true);
    try {
      notifySuccess((await api.post<{ message: string }>('/auth/phone/verify-code')).message);
      setSent(true);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
  };
  const submit = form.onSubmit(async ({ code }) => {
    try {
      notifySuccess((await api.post<{ message: string }>('/auth/phone/verify', { code })).message);
      await refresh();
    } catch (error) {
      // A wrong code is said under it; too many tries above the form.
      showSubmitError(form, error, setProblem);
    }
  });

  return (
    <SectionCard id="phone-check" title={t('phoneCheck.title')}>
      <Stack gap="sm" align="flex-start">
        <Badge color={user.phoneVerifiedAt ? 'teal' : 'yellow'} variant="light" size="lg" radius="sm" tt="none">
          {user.phoneVerifiedAt ? t('phoneCheck.verified') : t('phoneCheck.notVerified')}
        </Badge>
        <Text size="sm">{t('phoneCheck.number', { phone: user.phone })}</Text>
        {!user.phoneVerifiedAt && (
          <>
            <Text size="sm">{t('phoneCheck.why')}</Text>
            <Button variant={sent ? 'default' : 'filled'} onClick={() => void send()} loading={sending}>
              {sent ? t('phoneCheck.sendAgain') : t('phoneCheck.send')}
            </Button>
            {sent && (
              <form onSubmit={submit} noValidate>
                <Group align="flex-end" gap="sm">
                  <TextInput
                    label={t('phoneCheck.code')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    w={{ base: '100%', xs: 200 }}
                    {...form.getInputProps('code')}
                  />
                  <Button type="submit" loading={form.submitting}>
                    {t('phoneCheck.verify')}
                  </Button>
                </Group>
              </form>
            )}
            <ErrorAlert>{problem}</ErrorAlert>
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
