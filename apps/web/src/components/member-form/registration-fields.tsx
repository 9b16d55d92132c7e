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
import { useTranslation } from '../../i18n/i18n';

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
 * The registration form's fields (docs/product-spec.md §2 'Registration / edit-user form', §5) in three sections:
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
  const { t } = useTranslation('registration');
  const text = (field: keyof RegistrationFormValues & string) => ({ name: field, ...form.getInputProps(field) });
  const auto = (value: string) => (forMember ? 'off' : value);

  return (
    <>
      <FormSection id={`${idPrefix}-details`} title={forMember ? t('fields.memberDetails') : t('fields.yourDetails')}>
        {lead}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput label={t('fields.name')} autoComplete={auto('name')} {...text('name')} />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete={auto('email')}
            autoCapitalize="none"
            spellCheck={false}
            description={
              rules.allowedEmailDomains.length > 0
                ? t(forMember ? 'fields.emailDomainsMember' : 'fields.emailDomainsYours', {
                    domains: rules.allowedEmailDomains.map((d) => `@${d}`).join(t('fields.emailDomainsOr')),
                  })
                : undefined
            }
            {...text('email')}
          />
          <TextInput
            label={t('fields.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete={auto('tel-national')}
            description={t('fields.phoneDescription')}
            {...phoneInputProps(text('phone'))}
          />
          {passwords ? (
            <>
              <Box visibleFrom="xs" aria-hidden="true" />
              <PasswordInput
                label={t('fields.password')}
                autoComplete="new-password"
                description={t('fields.passwordDescription', { min: rules.passwordMinLength })}
                {...text('password')}
                {...passwordToggleProps}
              />
              <PasswordInput
                label={t('fields.confirmPassword')}
                autoComplete="new-password"
                {...text('confirmpassword')}
                {...passwordToggleProps}
              />
            </>
          ) : null}
        </SimpleGrid>
      </FormSection>

      <FormSection id={`${idPrefix}-address`} title={t('fields.address')}>
        <Text size="sm" c="dimmed" mt={-8}>
          {forMember ? t('fields.addressHintMember') : t('fields.addressHintYours')}
        </Text>
        <AddressFields form={form} />
      </FormSection>

      <FormSection id={`${idPrefix}-business`} title={t('fields.business')}>
        <Text size="sm" c="dimmed" mt={-8}>
          {forMember ? t('fields.businessHintMember') : t('fields.businessHintYours')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput label={t('fields.businessName')} autoComplete={auto('organization')} {...text('businessName')} />
          <CategoryMultiSelect form={form} />
        </SimpleGrid>
        <Textarea label={t('fields.businessAddress')} autosize minRows={2} {...text('businessAddress')} />
        <Textarea label={t('fields.businessDetails')} autosize minRows={3} {...text('businessDetaile')} />
      </FormSection>
    </>
  );
}
