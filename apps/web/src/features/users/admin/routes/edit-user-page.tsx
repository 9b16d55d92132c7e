import { Anchor, Group, Stack, Text } from '@mantine/core';
import { messages, paths, type User } from '@sevak/shared';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../../components/error-alert';
import { FormSection } from '../../../../components/section';
import { showErrors, useAppForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { usePageTitle } from '../../../../lib/page-title';
import { useRegistrationRules } from '../../../../lib/public-config';
import { RegistrationFields } from '../../../../components/member-form/registration-fields';
import { NO_DOCUMENTS, replacementDocumentsSchema } from '../../../../components/member-form/document-boxes';
import {
  emptyRegistrationForm,
  memberDetailsSchema,
  type RegistrationFormValues,
} from '../../../../lib/member-form/registration-form';
import { useUpdateMember } from '../api/member-forms';
import { BusyButton } from '../member-form/busy-button';
import { MemberDocuments } from '../member-form/member-documents';
import { MemberFormCard } from '../member-form/member-form-card';
import { describeMemberSaveFailure } from '../member-form/save-failure';

export const NO_MEMBER_TEXT = 'Open a member from All Users or Pending Approval to edit them.';

/** What the form needs of the member record (docs/product-spec.md §3 User); other fields may be missing. */
type MemberRecord = Pick<User, '_id' | 'name' | 'email' | 'phone'> & Partial<User>;

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The member record in navigation state (docs/product-spec.md §2: /admin/editUser receives it), or null. Lenient:
 * the lists may pass a shorter record than GET /auth/getUserById gives.
 */
function memberOf(state: unknown): MemberRecord | null {
  const user = (state as { user?: Record<string, unknown> } | null)?.user;
  if (!user || typeof user !== 'object') return null;
  return [user._id, user.name, user.email, user.phone].every(isText) ? (user as MemberRecord) : null;
}

/** The registration form's values for a member on file (no passwords: they are not edited here). */
function valuesOf(user: MemberRecord): RegistrationFormValues {
  const address = user.address;
  return {
    ...emptyRegistrationForm(),
    name: user.name,
    email: user.email,
    phone: user.phone,
    address: {
      area: address?.area ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      country: address?.country ?? '',
      pincode: address?.pincode ?? '',
    },
    businessCategory: Array.isArray(user.businessCategory) ? user.businessCategory.filter(isText) : [],
    businessName: user.businessName ?? '',
    businessAddress: user.businessAddress ?? '',
    businessDetaile: user.businessDetaile ?? '',
  };
}

/** The images on file, for the pickers' previews. */
function documentsOf(user: MemberRecord) {
  return {
    frontAadhar: user.frontAadhar ?? null,
    backAadhar: user.backAadhar ?? null,
    profilePic: user.profilePic ?? null,
  };
}

function EditUserForm({ user }: { user: MemberRecord }) {
  const navigate = useNavigate();
  const location = useLocation();
  const rules = useRegistrationRules();
  const update = useUpdateMember();
  const schema = useMemo(() => memberDetailsSchema(rules).extend(replacementDocumentsSchema.shape), [rules]);
  const form = useAppForm({ schema, initialValues: { ...valuesOf(user), ...NO_DOCUMENTS } });
  const [problem, setProblem] = useState<string | null>(null);

  const leave = () => {
    // Back to the list the admin came from; opened directly, to All Users.
    if (location.key !== 'default') navigate(-1);
    else navigate(paths.admin.users);
  };

  const submit = form.onSubmit(
    ({ frontAadhar, backAadhar, profilePic }) => {
      setProblem(null);
      // As typed: the multipart body trims the fields itself.
      update.mutate(
        { userId: user._id, form: form.getValues(), files: { frontAadhar, backAadhar, profilePic } },
        {
          onSuccess: (answer) => {
            notifySuccess(answer.message);
            leave();
          },
          onError: (error) => {
            const failure = describeMemberSaveFailure(error, { fallback: messages.common.internal });
            // A problem with a field shows under it (until changed); anything else above the button.
            if (!failure.hasFieldErrors) setProblem(failure.message);
            showErrors(form, { ...failure.fieldErrors, ...failure.documentErrors });
          },
        },
      );
    },
    () => setProblem(null),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        <RegistrationFields form={form} rules={rules} idPrefix="edit-user" passwords={false} forMember />

        <FormSection id="edit-user-documents" title="Identity documents">
          <Text size="sm" c="dimmed" mt={-8}>
            Pick a new image only to replace the one on file.
          </Text>
          <MemberDocuments form={form} current={documentsOf(user)} disabled={update.isPending} />
        </FormSection>

        <ErrorAlert>{problem ?? (form.failedSubmit ? messages.common.validationFailed : null)}</ErrorAlert>

        <Group gap="md">
          <BusyButton busy={update.isPending} label="Save changes" busyLabel="Saving..." />
          <Anchor component="button" type="button" onClick={leave}>
            Cancel
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /admin/editUser (docs/product-spec.md §2): the registration form prefilled with the member passed in
 * navigation state (no passwords), the identity images replaceable; Save changes sends
 * PUT /auth/updateUser/{id} with the fields and only the replaced images.
 */
export function EditUserPage() {
  usePageTitle('Edit User');
  const location = useLocation();
  const user = useMemo(() => memberOf(location.state), [location.state]);

  if (!user) {
    return (
      <MemberFormCard title="Edit User" intro="Change a member's details and identity documents.">
        <Text>{NO_MEMBER_TEXT}</Text>
        <Group gap="md" mt="md">
          <Anchor component={Link} to={paths.admin.users}>
            All Users
          </Anchor>
          <Anchor component={Link} to={paths.admin.approve}>
            Pending Approval
          </Anchor>
        </Group>
      </MemberFormCard>
    );
  }

  return (
    <MemberFormCard title="Edit User" intro={`Change ${user.name}'s details and identity documents.`}>
      <EditUserForm key={user._id} user={user} />
    </MemberFormCard>
  );
}
