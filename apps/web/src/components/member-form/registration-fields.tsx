import { Box, PasswordInput, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import type { RegistrationRules } from '@sevak/shared';
import type { ReactNode } from 'react';
import { FormSection } from '../section';
import type { AppForm } from '../../lib/form';
import type { RegistrationFormValues } from '../../lib/member-form/registration-form';
import { passwordToggleProps } from '../password-toggle-icon';
import { AddressFields } from './address-fields';
import { CategoryMultiSelect } from './category-multi-select';
import { phoneInputProps } from '../../lib/phone-input';

type RegistrationFieldsProps = {
  form: AppForm<RegistrationFormValues, unknown>;
  rules: RegistrationRules;
  /** Prefix of the sections' heading ids (unique on the page). */
  idPrefix: string;
  /** Password and Confirm password (not when editing a member). */
  passwords?: boolean;
  /** Someone else's details (the admin screens): other words, and no autofill of one's own. */
  forMember?: boolean;
  /** Shown first in the details section (e.g. the admin's Referrer phone). */
  lead?: ReactNode;
};

/**
 * The registration form's fields (spec §2 'Registration / edit-user form', §5) in three sections:
 * details (name, email, phone, passwords), address (pincode auto-fill) and business. One
 * implementation for /register and the admin Create User and Edit User screens.
 */
export function RegistrationFields({
  form,
  rules,
  idPrefix,
  passwords = true,
  forMember = false,
  lead,
}: RegistrationFieldsProps) {
  const text = (field: keyof RegistrationFormValues & string) => ({ name: field, ...form.getInputProps(field) });
  const auto = (value: string) => (forMember ? 'off' : value);

  return (
    <>
      <FormSection id={`${idPrefix}-details`} title={forMember ? 'Member details' : 'Your details'}>
        {lead}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput label="Name" autoComplete={auto('name')} {...text('name')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete={auto('email')}
            autoCapitalize="none"
            spellCheck={false}
            description={
              rules.allowedEmailDomains.length > 0
                ? `Use ${forMember ? 'an' : 'your'} ${rules.allowedEmailDomains.map((d) => `@${d}`).join(' or ')} address`
                : undefined
            }
            {...text('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete={auto('tel-national')}
            description="10 digits, starting with 6, 7, 8 or 9"
            {...phoneInputProps(text('phone'))}
          />
          {passwords ? (
            <>
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
            </>
          ) : null}
        </SimpleGrid>
      </FormSection>

      <FormSection id={`${idPrefix}-address`} title="Address">
        <Text size="sm" c="dimmed" mt={-8}>
          Type {forMember ? 'the' : 'your'} 6-digit pincode and we fill in the area, city, state and country.
        </Text>
        <AddressFields form={form} />
      </FormSection>

      <FormSection id={`${idPrefix}-business`} title="Business (for service providers)">
        <Text size="sm" c="dimmed" mt={-8}>
          Optional. Fill this in if {forMember ? 'the member offers' : 'you offer'} services on Sevak.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput label="Business name" autoComplete={auto('organization')} {...text('businessName')} />
          <CategoryMultiSelect form={form} />
        </SimpleGrid>
        <Textarea label="Business address" autosize minRows={2} {...text('businessAddress')} />
        <Textarea label="Business details" autosize minRows={3} {...text('businessDetaile')} />
      </FormSection>
    </>
  );
}
