import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  DEFAULT_REGISTRATION_RULES,
  paths,
  registrationAddressSchema,
  registrationSchema,
  type User,
} from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { FormSection, SectionCard } from '../../../components/section';
import { ApiError } from '../../../lib/api';
import { thumbnailUrl } from '../../../lib/files';
import { issuesToErrors, useFormErrors, type FormErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { setSessionUser, useSession } from '../../../lib/session';
import { ChangePasswordForm } from '../../../components/change-password-form';
import { addressErrorsOf, AddressFields } from '../../../components/member-form/address-fields';
import { CategoryMultiSelect } from '../../../components/member-form/category-multi-select';
import { DocumentPicker } from '../../../components/member-form/document-picker';
import { shownErrorMessage, shownMessage } from '../../../lib/member-form/registration-errors';
import { useUpdateUser, type ProfileUpdate } from '../api/update-user';

type TextField = 'name' | 'businessName' | 'businessAddress' | 'businessDetaile';

function valuesOf(user: User): ProfileUpdate {
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
    profilePic: null,
  };
}

/** The spec §5 rules for the fields a member can change (the shared registration schema's parts). */
function validateProfile(values: ProfileUpdate): FormErrors {
  const fields = registrationSchema(DEFAULT_REGISTRATION_RULES).shape;
  const errors: FormErrors = {};
  const check = (prefix: string[], result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
    if (result.success || !result.error) return;
    Object.assign(
      errors,
      issuesToErrors(result.error.issues.map((issue) => ({ ...issue, path: [...prefix, ...issue.path] }))),
    );
  };
  check(['name'], fields.name.safeParse(values.name));
  check(['address'], registrationAddressSchema.safeParse(values.address));
  check(['businessCategory'], fields.businessCategory.safeParse(values.businessCategory));
  check(['businessName'], fields.businessName.safeParse(values.businessName));
  check(['businessAddress'], fields.businessAddress.safeParse(values.businessAddress));
  check(['businessDetaile'], fields.businessDetaile.safeParse(values.businessDetaile));
  return errors;
}

function trimmed(values: ProfileUpdate): ProfileUpdate {
  return {
    ...values,
    name: values.name.trim(),
    address: {
      area: values.address.area.trim(),
      city: values.address.city.trim(),
      state: values.address.state.trim(),
      country: values.address.country.trim(),
      pincode: values.address.pincode.trim(),
    },
    businessName: values.businessName.trim(),
    businessAddress: values.businessAddress.trim(),
    businessDetaile: values.businessDetaile.trim(),
  };
}

function EditProfileForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  const update = useUpdateUser();
  const { form, errors, setErrors, showErrors } = useFormErrors();
  const [values, setValues] = useState<ProfileUpdate>(() => valuesOf(user));
  const [problem, setProblem] = useState<string | null>(null);

  const set = (next: ProfileUpdate, changed: string[]) => {
    setValues(next);
    if (changed.some((key) => errors[key])) {
      setErrors((current) => {
        const rest = { ...current };
        for (const key of changed) delete rest[key];
        return rest;
      });
    }
  };

  const text = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set({ ...values, [field]: event.currentTarget.value }, [field]),
    error: errors[field],
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const found = validateProfile(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    update.mutate(
      { userId: user._id, update: trimmed(values) },
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
          if (error instanceof ApiError && error.errors.length > 0) {
            const fieldErrors: FormErrors = {};
            for (const item of error.errors) fieldErrors[item.path] ??= shownMessage(item.code, item.msg);
            showErrors(fieldErrors);
          }
        },
      },
    );
  };

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Stack gap="xl">
        <FormSection id="edit-details" title="Your details">
          <TextInput label="Name" autoComplete="name" {...text('name')} />
          <Text size="sm" c="dimmed">
            Email {user.email} and phone {user.phone} are your sign-in details; ask customer care to
            change them.
          </Text>
        </FormSection>

        <FormSection id="edit-address" title="Address">
          <AddressFields
            value={values.address}
            onChange={(address) =>
              set({ ...values, address }, ['address.area', 'address.city', 'address.state', 'address.country', 'address.pincode'])
            }
            errors={addressErrorsOf(errors)}
          />
        </FormSection>

        <FormSection id="edit-business" title="Business">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <TextInput label="Business name" autoComplete="organization" {...text('businessName')} />
            <CategoryMultiSelect
              value={values.businessCategory}
              onChange={(businessCategory) => set({ ...values, businessCategory }, ['businessCategory'])}
              error={errors.businessCategory}
            />
          </SimpleGrid>
          <Textarea label="Business address" autosize minRows={2} {...text('businessAddress')} />
          <Textarea label="Business details" autosize minRows={3} {...text('businessDetaile')} />
        </FormSection>

        <FormSection id="edit-picture" title="Profile picture">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DocumentPicker
              title="Profile picture"
              inputLabel="New profile picture"
              captureName="profile"
              facingMode="user"
              value={values.profilePic}
              onChange={(profilePic) => set({ ...values, profilePic }, ['profilePic'])}
              error={errors.profilePic}
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
