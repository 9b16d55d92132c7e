import { Stack, TextInput } from '@mantine/core';
import { adminMessages, messages, paths } from '@sevak/shared';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../../components/error-alert';
import { FormSection } from '../../../../components/section';
import { showErrors, useAppForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { usePageTitle } from '../../../../lib/page-title';
import { useRegistrationRules } from '../../../../lib/public-config';
import { RegistrationFields } from '../../../../components/member-form/registration-fields';
import {
  documentsSchema,
  currentImagesProblem,
  missingDocumentsMessage,
  NO_DOCUMENTS,
  type DocumentFiles,
} from '../../../../components/member-form/document-boxes';
import { emptyRegistrationForm } from '../../../../lib/member-form/registration-form';
import { useCreateMember } from '../api/member-forms';
import { BusyButton } from '../member-form/busy-button';
import { MemberDocuments } from '../member-form/member-documents';
import { MemberFormCard } from '../member-form/member-form-card';
import { newMemberSchema, type NewMemberValues } from '../member-form/new-member';
import { describeMemberSaveFailure } from '../member-form/save-failure';
import { phoneInputProps } from '../../../../lib/phone-input';

/** docs/product-spec.md §8 'Admin-created registration'. */
export const CREATE_FAILED_MESSAGE = 'Registration failed.';
export const CREATE_NO_ANSWER_MESSAGE = 'Failed to Register user. Please try again.';

const initialValues = (): NewMemberValues & DocumentFiles => ({
  ...emptyRegistrationForm(),
  referrerPhone: '',
  ...NO_DOCUMENTS,
});

/**
 * /admin/creatUser (docs/product-spec.md §2 'Admin Create User form'): the registration form, who referred the
 * member (optional) and the three identity images, sent as one POST /auth/registerUserweb. The
 * new account awaits approval like any other, so success goes to Pending Approval.
 */
export function CreateUserPage() {
  usePageTitle('Create User');
  const navigate = useNavigate();
  const rules = useRegistrationRules();
  const create = useCreateMember();
  // The images are checked with the fields: all their errors show at once.
  const schema = useMemo(() => newMemberSchema(rules).extend(documentsSchema.shape), [rules]);
  const form = useAppForm({ schema, initialValues: initialValues() });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit(
    ({ frontAadhar, backAadhar, profilePic }) => {
      setProblem(null);
      // As typed: the multipart body trims the fields itself.
      const values = form.getValues();
      create.mutate(
        { form: values, files: { frontAadhar, backAadhar, profilePic }, referrerPhone: values.referrerPhone },
        {
          onSuccess: () => {
            notifySuccess(adminMessages.memberCreated(values.name.trim()));
            navigate(paths.admin.approve);
          },
          onError: (error) => {
            const failure = describeMemberSaveFailure(error, {
              fallback: CREATE_FAILED_MESSAGE,
              noAnswer: CREATE_NO_ANSWER_MESSAGE,
            });
            // Said once (docs/decisions/031): a problem with a field shows under it (until changed); anything else above the button.
            if (!failure.hasFieldErrors) setProblem(failure.message);
            showErrors(form, { ...failure.fieldErrors, ...failure.documentErrors });
          },
        },
      );
    },
    // Only images missing: say which (the fields' errors have the summary below otherwise).
    (errors) => {
      const onlyImages = Object.keys(errors).every((path) => path in NO_DOCUMENTS);
      const message = onlyImages ? missingDocumentsMessage(errors) : null;
      setProblem(message);
    },
  );

  return (
    <MemberFormCard
      title="Create User"
      intro="Register a member on their behalf. The account waits for approval like any other."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="xl">
          <RegistrationFields
            form={form}
            rules={rules}
            idPrefix="create-user"
            forMember
            lead={
              <TextInput
                label="Referrer phone"
                description="Optional: the phone number of the member who referred them"
                type="tel"
                inputMode="numeric"
                autoComplete="off"
                maw={{ xs: 320 }}
                name="referrerPhone"
                {...phoneInputProps(form.getInputProps('referrerPhone'))}
              />
            }
          />

          <FormSection id="create-user-documents" title="Identity documents">
            <MemberDocuments form={form} disabled={create.isPending} />
          </FormSection>

          <ErrorAlert>
            {currentImagesProblem(problem, form.values) ??
              (form.failedSubmit ? messages.common.validationFailed : null)}
          </ErrorAlert>

          <div>
            <BusyButton busy={create.isPending} label="Register User" busyLabel="Registering..." />
          </div>
        </Stack>
      </form>
    </MemberFormCard>
  );
}
