import { Box, Button, PasswordInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { messages, paths } from '@sevak/shared';
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageCard } from '../../../components/page-card';
import { FormSection } from '../../../components/section';
import { focusFirstInvalid, pickErrors, type FormErrors } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/page-title';
import { useRegistrationRules } from '../../../lib/public-config';
import { passwordToggleProps } from '../../auth/components/password-toggle-icon';
import { addressErrorsOf, AddressFields, type AddressField } from '../components/address-fields';
import { CategoryMultiSelect } from '../components/category-multi-select';
import { LoginPrompt } from '../components/login-prompt';
import {
  emptyRegistrationForm,
  loadRegistrationDraft,
  registrationStateOf,
  saveRegistrationDraft,
  validateRegistration,
  type AddressValues,
  type RegistrationFormValues,
  type RegistrationState,
} from '../utils/registration-form';

type TextField = Exclude<keyof RegistrationFormValues, 'address' | 'businessCategory'>;

const ADDRESS_KEYS = ['address', 'address.area', 'address.city', 'address.state', 'address.country', 'address.pincode'];

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
  const form = useRef<HTMLFormElement>(null);

  const [initial] = useState(() => initialValues(location.state, searchParams.get('ref')));
  const [values, setValues] = useState<RegistrationFormValues>(initial.values);
  // Fields whose errors are on screen: left once (blur), or all after Continue.
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(Object.keys(initial.errors)));
  const [showAll, setShowAll] = useState(false);
  // The server's verdicts (e.g. "email already registered"), until the field changes.
  const [serverErrors, setServerErrors] = useState<FormErrors>(initial.errors);

  const allErrors = useMemo(() => validateRegistration(values, rules), [values, rules]);
  const errors: FormErrors = {
    ...(showAll ? allErrors : pickErrors(allErrors, shown)),
    ...serverErrors,
  };
  const errorCount = Object.keys(allErrors).length;

  // Keep the draft in step with the form (without the passwords).
  useEffect(() => saveRegistrationDraft(values), [values]);

  // Stable callbacks, so a keystroke re-renders only what changed (the address block and the
  // category picker are memoised; they are the heavy parts on a slow phone).
  const forgetServerErrors = useCallback((changed: readonly string[]) => {
    setServerErrors((current) => {
      if (!changed.some((key) => key in current)) return current;
      const rest = { ...current };
      for (const key of changed) delete rest[key];
      return rest;
    });
  }, []);

  const reveal = useCallback((key: string) => {
    setShown((current) => (current.has(key) ? current : new Set(current).add(key)));
  }, []);

  const text = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      forgetServerErrors([field]);
    },
    onBlur: () => reveal(field),
    error: errors[field],
  });

  const changeAddress = useCallback(
    (address: AddressValues) => {
      setValues((current) => ({ ...current, address }));
      forgetServerErrors(ADDRESS_KEYS);
    },
    [forgetServerErrors],
  );
  const revealAddress = useCallback((field: AddressField) => reveal(`address.${field}`), [reveal]);
  const changeCategories = useCallback(
    (businessCategory: string[]) => {
      setValues((current) => ({ ...current, businessCategory }));
      forgetServerErrors(['businessCategory']);
    },
    [forgetServerErrors],
  );
  const revealCategories = useCallback(() => reveal('businessCategory'), [reveal]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (errorCount > 0 || Object.keys(serverErrors).length > 0) {
      flushSync(() => setShowAll(true));
      focusFirstInvalid(form.current);
      return;
    }
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
          <FormSection id="register-details" title="Your details">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
              <TextInput label="Name" autoComplete="name" {...text('name')} />
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                description={
                  rules.allowedEmailDomains.length > 0
                    ? `Use your ${rules.allowedEmailDomains.map((d) => `@${d}`).join(' or ')} address`
                    : undefined
                }
                {...text('email')}
              />
              <TextInput
                label="Phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                description="10 digits, starting with 6, 7, 8 or 9"
                {...text('phone')}
              />
              <Box visibleFrom="xs" aria-hidden="true" />
              <PasswordInput
                label="Password"
                autoComplete="new-password"
                description={`At least ${rules.passwordMinLength} characters`}
                {...text('password')}
                {...passwordToggleProps}
              />
              <PasswordInput
                label="Confirm password"
                autoComplete="new-password"
                {...text('confirmpassword')}
                {...passwordToggleProps}
              />
            </SimpleGrid>
          </FormSection>

          <FormSection id="register-address" title="Address">
            <Text size="sm" c="dimmed" mt={-8}>
              Type your 6-digit pincode and we fill in the area, city, state and country.
            </Text>
            <AddressFields
              value={values.address}
              onChange={changeAddress}
              onBlur={revealAddress}
              errors={addressErrorsOf(errors)}
            />
          </FormSection>

          <FormSection id="register-business" title="Business (for service providers)">
            <Text size="sm" c="dimmed" mt={-8}>
              Optional. Fill this in if you offer services on Sevak.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
              <TextInput label="Business name" autoComplete="organization" {...text('businessName')} />
              <CategoryMultiSelect
                value={values.businessCategory}
                onChange={changeCategories}
                onBlur={revealCategories}
                error={errors.businessCategory}
              />
            </SimpleGrid>
            <Textarea label="Business address" autosize minRows={2} {...text('businessAddress')} />
            <Textarea label="Business details" autosize minRows={3} {...text('businessDetaile')} />
          </FormSection>

          <TextInput
            label="Referral code"
            description="If a member invited you, their code"
            autoCapitalize="characters"
            spellCheck={false}
            maw={{ xs: 320 }}
            {...text('referralCode')}
          />

          <ErrorAlert>
            {showAll && (errorCount > 0 || Object.keys(serverErrors).length > 0)
              ? messages.common.validationFailed
              : null}
          </ErrorAlert>

          <Button type="submit" size="md" fullWidth>
            Continue
          </Button>
        </Stack>
      </form>
    </PageCard>
  );
}
