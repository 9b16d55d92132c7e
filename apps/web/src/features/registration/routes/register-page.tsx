import { Button, Stack, TextInput } from '@mantine/core';
import { messages, paths } from '@sevak/shared';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageCard } from '../../../components/page-card';
import type { FormErrors } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/page-title';
import { useRegistrationRules } from '../../../lib/public-config';
import { LoginPrompt } from '../components/login-prompt';
import { RegistrationFields } from '../../../components/member-form/registration-fields';
import {
  emptyRegistrationForm,
  loadRegistrationDraft,
  registrationStateOf,
  saveRegistrationDraft,
  validateRegistration,
  type RegistrationFormValues,
  type RegistrationState,
} from '../../../lib/member-form/registration-form';
import { useRegistrationForm } from '../../../lib/member-form/use-registration-form';

/** Where the form starts: the data coming back from the KYC step, else this tab's draft. */
function initialValues(state: unknown, ref: string | null): { values: RegistrationFormValues; errors: FormErrors } {
  const back = registrationStateOf(state);
  if (back) return { values: back.form, errors: back.errors ?? {} };
  const values = loadRegistrationDraft() ?? emptyRegistrationForm();
  if (ref) values.referralCode = ref.trim().toUpperCase();
  return { values, errors: {} };
}

/**
 * /register, step 1 of 2 (spec §2, §5): the person's details, address (pincode fills the rest),
 * business fields and referral code. Continue checks everything with the shared schema and
 * carries the data to /RegisterAadhar in navigation state; a draft without the passwords stays in
 * sessionStorage so going back keeps what was typed.
 */
export function RegisterPage() {
  usePageTitle('Create an account');
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const rules = useRegistrationRules();
  const [initial] = useState(() => initialValues(location.state, searchParams.get('ref')));
  const validate = useCallback((values: RegistrationFormValues) => validateRegistration(values, rules), [rules]);
  const { form, ...controls } = useRegistrationForm({ initialValues: initial.values, initialErrors: initial.errors, validate });
  const { values, text } = controls;

  // Keep the draft in step with the form (without the passwords).
  useEffect(() => saveRegistrationDraft(values), [values]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!controls.check()) return;
    const state: RegistrationState = { form: values };
    navigate(paths.registerAadhaar, { state });
  };

  return (
    <PageCard
      title="Create an account"
      intro="Step 1 of 2: your details. Next you add photos of your Aadhaar card and a selfie."
      maw={760}
      footer={<LoginPrompt />}
    >
      <form ref={form} onSubmit={submit} noValidate>
        <Stack gap="xl">
          <RegistrationFields controls={controls} rules={rules} idPrefix="register" />

          <TextInput
            label="Referral code"
            description="If a member invited you, their code"
            autoCapitalize="characters"
            spellCheck={false}
            maw={{ xs: 320 }}
            {...text('referralCode')}
          />

          <ErrorAlert>{controls.failedCheck ? messages.common.validationFailed : null}</ErrorAlert>

          <Button type="submit" size="md" fullWidth>
            Continue
          </Button>
        </Stack>
      </form>
    </PageCard>
  );
}
