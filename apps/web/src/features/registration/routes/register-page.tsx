import { Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { messages, paths, privacyMessages, registrationSchema } from '@sevak/shared';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageCard } from '../../../components/page-card';
import { showErrors, useAppForm } from '../../../lib/form';
import { describeRegistrationFailure } from '../../../lib/member-form/registration-errors';
import { usePageTitle } from '../../../lib/page-title';
import { useRegistrationRules } from '../../../lib/public-config';
import { useCheckRegistration } from '../api/check-registration';
import { LoginPrompt } from '../components/login-prompt';
import { RegistrationFields } from '../../../components/member-form/registration-fields';
import {
  emptyRegistrationForm,
  loadRegistrationDraft,
  registrationStateOf,
  saveRegistrationDraft,
  type RegistrationFormValues,
  type RegistrationState,
} from '../../../lib/member-form/registration-form';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { PrivacyNotice } from '../../../components/privacy-notice';

/** Where the form starts: the data coming back from the KYC step, else this tab's draft. */
function initialValues(
  state: unknown,
  ref: string | null,
): { values: RegistrationFormValues; errors: Record<string, string> } {
  const back = registrationStateOf(state);
  if (back) return { values: back.form, errors: back.errors ?? {} };
  const values = loadRegistrationDraft() ?? emptyRegistrationForm();
  if (ref) values.referralCode = ref.trim().toUpperCase();
  return { values, errors: {} };
}

/**
 * /register, step 1 of 2 (docs/product-spec.md §2, §5): the person's details, address (pincode fills the rest),
 * business fields and referral code. Continue checks everything with the shared schema, then asks
 * the server (POST /auth/check-registration) what register would refuse — a common
 * password, a taken email or phone, an unknown referral code — and shows every problem under its
 * field at once; with none it carries the data to /RegisterAadhar in navigation state. A draft
 * without the passwords stays in sessionStorage so going back keeps what was typed. Before going
 * on, the privacy notice and its consent box (unticked, required), and optional marketing consent.
 */
export function RegisterPage() {
  const { t } = useTranslation('registration');
  usePageTitle(t('register.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const rules = useRegistrationRules();
  const [initial] = useState(() => initialValues(location.state, searchParams.get('ref')));
  const schema = useMemo(() => registrationSchema(rules), [rules]);
  // The server's verdicts brought back from the KYC step stay under their fields until changed.
  const form = useAppForm({ schema, initialValues: initial.values, initialErrors: initial.errors });
  const { values } = form;

  // Keep the draft in step with the form (without the passwords).
  useEffect(() => saveRegistrationDraft(values), [values]);

  const check = useCheckRegistration();
  // The server's refusal of the last Continue, while its errors are still on screen.
  const [refused, setRefused] = useState(false);

  // The values as typed travel on (the KYC step sends them; Back brings them here again).
  const toDocuments = () => {
    const state: RegistrationState = { form: form.getValues() };
    navigate(paths.registerAadhaar, { state });
  };

  const submit = form.onSubmit((details) => {
    setRefused(false);
    check.mutate(details, {
      onSuccess: toDocuments,
      onError: (error) => {
        const { formErrors } = describeRegistrationFailure(error);
        if (Object.keys(formErrors).length === 0) {
          // No verdict on a field (too many checks, no connection, a server fault): the check is
          // advisory, and Sign Up checks everything again.
          toDocuments();
          return;
        }
        setRefused(true);
        showErrors(form, formErrors);
      },
    });
  });
  const refusedShown = refused && Object.keys(form.errors).length > 0;

  return (
    <PageCard title={t('register.title')} intro={t('register.intro')} maw={760} footer={<LoginPrompt />}>
      <form onSubmit={submit} noValidate>
        <Stack gap="xl">
          <RegistrationFields form={form} rules={rules} idPrefix="register" />

          <TextInput
            label={t('register.referralCode')}
            description={t('register.referralCodeDescription')}
            autoCapitalize="characters"
            spellCheck={false}
            maw={{ xs: 320 }}
            name="referralCode"
            {...form.getInputProps('referralCode')}
          />

          {/* Before the documents step: the notice, an unticked consent box, and a
              separate, optional one for marketing. */}
          <Stack gap="sm">
            <Text size="sm">{translateText(privacyMessages.readBelow)}</Text>
            <PrivacyNotice />
            <Checkbox
              label={translateText(privacyMessages.consentLabel)}
              name="privacyConsent"
              required
              {...form.getInputProps('privacyConsent', { type: 'checkbox' })}
            />
            <Checkbox
              label={translateText(privacyMessages.marketingLabel)}
              name="marketingConsent"
              {...form.getInputProps('marketingConsent', { type: 'checkbox' })}
            />
          </Stack>

          <ErrorAlert>{form.failedSubmit || refusedShown ? messages.common.validationFailed : null}</ErrorAlert>

          <Button type="submit" size="md" fullWidth loading={check.isPending}>
            {t('register.continue')}
          </Button>
        </Stack>
      </form>
    </PageCard>
  );
}
