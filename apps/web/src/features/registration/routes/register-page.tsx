import { Button, Stack, TextInput } from '@mantine/core';
import { messages, paths, registrationSchema } from '@sevak/shared';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageCard } from '../../../components/page-card';
import { useAppForm } from '../../../lib/form';
import { usePageTitle } from '../../../lib/page-title';
import { useRegistrationRules } from '../../../lib/public-config';
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
  const schema = useMemo(() => registrationSchema(rules), [rules]);
  // The server's verdicts brought back from the KYC step stay under their fields until changed.
  const form = useAppForm({ schema, initialValues: initial.values, initialErrors: initial.errors });
  const { values } = form;

  // Keep the draft in step with the form (without the passwords).
  useEffect(() => saveRegistrationDraft(values), [values]);

  // The values as typed travel on (the KYC step sends them; Back brings them here again).
  const submit = form.onSubmit(() => {
    const state: RegistrationState = { form: form.getValues() };
    navigate(paths.registerAadhaar, { state });
  });

  return (
    <PageCard
      title="Create an account"
      intro="Step 1 of 2: your details. Next you add photos of your Aadhaar card and a selfie."
      maw={760}
      footer={<LoginPrompt />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="xl">
          <RegistrationFields form={form} rules={rules} idPrefix="register" />

          <TextInput
            label="Referral code"
            description="If a member invited you, their code"
            autoCapitalize="characters"
            spellCheck={false}
            maw={{ xs: 320 }}
            name="referralCode"
            {...form.getInputProps('referralCode')}
          />

          <ErrorAlert>{form.failedSubmit ? messages.common.validationFailed : null}</ErrorAlert>

          <Button type="submit" size="md" fullWidth>
            Continue
          </Button>
        </Stack>
      </form>
    </PageCard>
  );
}
