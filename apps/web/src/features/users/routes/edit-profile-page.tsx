import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { paths, type User } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { FormSection, SectionCard } from '../../../components/section';
import { ApiError } from '../../../lib/api';
import { thumbnailUrl } from '../../../lib/files';
import { showErrors, useAppForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { setSessionUser, useSession } from '../../../lib/session';
import { ChangePasswordForm } from '../../../components/change-password-form';
import { AddressFields } from '../../../components/member-form/address-fields';
import { CategoryMultiSelect } from '../../../components/member-form/category-multi-select';
import { DocumentPicker } from '../../../components/member-form/document-picker';
import { shownErrorMessage, shownMessage } from '../../../lib/member-form/registration-errors';
import { profileUpdateSchema, useUpdateUser } from '../api/update-user';
import { useTranslation } from '../../../i18n/i18n';
import { MarketingSwitch } from '../../../components/marketing-switch';

function valuesOf(user: User) {
  return {
    name: user.name,
    address: {
      area: user.address?.area ?? '',
      city: user.address?.city ?? '',
      state: user.address?.state ?? '',
      country: user.address?.country ?? '',
      pincode: user.address?.pincode ?? '',
    },
    businessCategory: [...user.businessCategory],
    businessName: user.businessName ?? '',
    businessAddress: user.businessAddress ?? '',
    businessDetaile: user.businessDetaile ?? '',
    gstin: user.gstin ?? '',
    profilePic: null as File | null,
  };
}

function EditProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  const update = useUpdateUser();
  const form = useAppForm({ schema: profileUpdateSchema, initialValues: valuesOf(user) });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit(
    (profile) => {
      setProblem(null);
      update.mutate(
        { userId: user._id, update: profile },
        {
          onSuccess: async (response) => {
            notifySuccess(response.message);
            if (response.user) setSessionUser(queryClient, response.user);
            else await refresh();
            navigate(paths.profile);
          },
          onError: (error) => {
            setProblem(shownErrorMessage(error));
            // In the registration form's words (e.g. an image of the wrong type).
            if (error instanceof ApiError && error.errors.length > 0) {
              const fieldErrors: Record<string, string> = {};
              for (const item of error.errors) fieldErrors[item.path] ??= shownMessage(item.code, item.msg);
              showErrors(form, fieldErrors);
            }
          },
        },
      );
    },
    () => setProblem(null),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        <FormSection id="edit-details" title={t('editProfile.details.title')}>
          <TextInput
            label={t('editProfile.details.name')}
            autoComplete="name"
            name="name"
            {...form.getInputProps('name')}
          />
          <Text size="sm" c="dimmed">
            {t('editProfile.details.signInDetails', { email: user.email, phone: user.phone })}
          </Text>
        </FormSection>

        <FormSection id="edit-address" title={t('editProfile.addressTitle')}>
          <AddressFields form={form} />
        </FormSection>

        <FormSection id="edit-business" title={t('business.title')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={t('business.name')}
              autoComplete="organization"
              name="businessName"
              {...form.getInputProps('businessName')}
            />
            <CategoryMultiSelect form={form} />
          </SimpleGrid>
          <Textarea
            label={t('business.address')}
            autosize
            minRows={2}
            name="businessAddress"
            {...form.getInputProps('businessAddress')}
          />
          <Textarea
            label={t('business.details')}
            autosize
            minRows={3}
            name="businessDetaile"
            {...form.getInputProps('businessDetaile')}
          />
          <TextInput
            label={t('business.gstin')}
            description={t('business.gstinHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={15}
            name="gstin"
            maw={320}
            {...form.getInputProps('gstin')}
          />
        </FormSection>

        <FormSection id="edit-picture" title={t('editProfile.picture.title')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DocumentPicker
              title={t('editProfile.picture.title')}
              inputLabel={t('editProfile.picture.newPicture')}
              captureName="profile"
              facingMode="user"
              value={form.values.profilePic}
              onChange={(profilePic) => form.setFieldValue('profilePic', profilePic)}
              error={form.errors.profilePic}
              currentUrl={user.profilePic ? thumbnailUrl(user.profilePic) : null}
              disabled={update.isPending}
            />
          </SimpleGrid>
        </FormSection>

        <ErrorAlert>{problem}</ErrorAlert>

        <Group gap="sm">
          <Button type="submit" loading={update.isPending}>
            {t('editProfile.save')}
          </Button>
          <Anchor component={Link} to={paths.profile}>
            {t('editProfile.cancel')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

/** /editprofile: the member's own details (PUT /auth/updateUser/{id}) and their password. */
export function EditProfilePage() {
  const { t } = useTranslation('users');
  usePageTitle(t('editProfile.title'));
  const { user } = useSession();
  if (!user) return null; // the guard sends visitors to /login

  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={760} mx="auto">
      <Title order={1}>{t('editProfile.title')}</Title>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <EditProfileForm user={user} />
      </Paper>
      <SectionCard id="edit-password" title={t('editProfile.changePassword')} titleGap="md">
        <ChangePasswordForm />
      </SectionCard>
      <MarketingSwitch user={user} />
      <SectionCard id="edit-delete-account" title={t('deleteAccount.title')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('deleteAccount.linkHint')}</Text>
          <Anchor component={Link} to={paths.deleteAccount} size="sm" c="red">
            {t('deleteAccount.link')}
          </Anchor>
        </Stack>
      </SectionCard>
    </Stack>
  );
}
