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
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { setSessionUser, useSession } from '../../../lib/session';
import { ChangePasswordForm } from '../../../components/change-password-form';
import { AddressFields } from '../../../components/member-form/address-fields';
import { CategoryMultiSelect } from '../../../components/member-form/category-multi-select';
import { DocumentPicker } from '../../../components/member-form/document-picker';
import { shownErrorMessage, shownMessage } from '../../../lib/member-form/registration-errors';
import { profileUpdateSchema, useUpdateUser } from '../api/update-user';

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
    profilePic: null as File | null,
  };
}

function EditProfileForm({ user }: { user: User }) {
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
            const message = shownErrorMessage(error);
            notifyError(message);
            setProblem(message);
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
        <FormSection id="edit-details" title="Your details">
          <TextInput label="Name" autoComplete="name" name="name" {...form.getInputProps('name')} />
          <Text size="sm" c="dimmed">
            Email {user.email} and phone {user.phone} are your sign-in details; ask customer care to change them.
          </Text>
        </FormSection>

        <FormSection id="edit-address" title="Address">
          <AddressFields form={form} />
        </FormSection>

        <FormSection id="edit-business" title="Business">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label="Business name"
              autoComplete="organization"
              name="businessName"
              {...form.getInputProps('businessName')}
            />
            <CategoryMultiSelect form={form} />
          </SimpleGrid>
          <Textarea
            label="Business address"
            autosize
            minRows={2}
            name="businessAddress"
            {...form.getInputProps('businessAddress')}
          />
          <Textarea
            label="Business details"
            autosize
            minRows={3}
            name="businessDetaile"
            {...form.getInputProps('businessDetaile')}
          />
        </FormSection>

        <FormSection id="edit-picture" title="Profile picture">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DocumentPicker
              title="Profile picture"
              inputLabel="New profile picture"
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
            Save
          </Button>
          <Anchor component={Link} to={paths.profile}>
            Cancel
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

/** /editprofile: the member's own details (PUT /auth/updateUser/{id}) and their password. */
export function EditProfilePage() {
  usePageTitle('Edit profile');
  const { user } = useSession();
  if (!user) return null; // the guard sends visitors to /login

  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={760} mx="auto">
      <Title order={1}>Edit profile</Title>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <EditProfileForm user={user} />
      </Paper>
      <SectionCard id="edit-password" title="Change password" titleGap="md">
        <ChangePasswordForm />
      </SectionCard>
    </Stack>
  );
}
