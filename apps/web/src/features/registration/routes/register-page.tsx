import {
  Alert,
  Anchor,
  Box,
  Button,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { messages, paths } from '@sevak/shared';
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { IconAlert } from '../../../components/icons';
import { focusFirstInvalid, pickErrors, type FormErrors } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/page-title';
import { useRegistrationRules } from '../../../lib/public-config';
import { passwordToggleProps } from '../../auth/components/password-toggle-icon';
import { AddressFields, type AddressField } from '../components/address-fields';
import { CategoryMultiSelect } from '../components/category-multi-select';
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
    <Stack align="center" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={760}>
        <Title order={1} size="h2" mb={4}>
          Create an account
        </Title>
        <Text c="dimmed" size="sm" mb="lg">
          Step 1 of 2: your details. Next you add photos of your Aadhaar card and a selfie.
        </Text>
        <form ref={form} onSubmit={submit} noValidate>
          <Stack gap="xl">
            <Stack gap="md" component="section" aria-labelledby="register-details">
              <Title order={2} size="h4" id="register-details">
                Your details
              </Title>
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
            </Stack>

            <Stack gap="md" component="section" aria-labelledby="register-address">
              <Title order={2} size="h4" id="register-address">
                Address
              </Title>
              <Text size="sm" c="dimmed" mt={-8}>
                Type your 6-digit pincode and we fill in the area, city, state and country.
              </Text>
              <AddressFields
                value={values.address}
                onChange={changeAddress}
                onBlur={revealAddress}
                errors={{
                  area: errors['address.area'],
                  city: errors['address.city'],
                  state: errors['address.state'],
                  country: errors['address.country'],
                  pincode: errors['address.pincode'] ?? errors.address,
                }}
              />
            </Stack>

            <Stack gap="md" component="section" aria-labelledby="register-business">
              <Title order={2} size="h4" id="register-business">
                Business (for service providers)
              </Title>
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
            </Stack>

            <TextInput
              label="Referral code"
              description="If a member invited you, their code"
              autoCapitalize="characters"
              spellCheck={false}
              maw={{ xs: 320 }}
              {...text('referralCode')}
            />

            {showAll && (errorCount > 0 || Object.keys(serverErrors).length > 0) ? (
              <Alert color="red" variant="light" icon={<IconAlert />}>
                {messages.common.validationFailed}
              </Alert>
            ) : null}

            <Button type="submit" size="md" fullWidth>
              Continue
            </Button>
          </Stack>
        </form>
        <Text size="sm" ta="center" mt="lg">
          Already have an account?{' '}
          <Anchor component={Link} to={paths.login}>
            Login
          </Anchor>
        </Text>
      </Paper>
    </Stack>
  );
}
