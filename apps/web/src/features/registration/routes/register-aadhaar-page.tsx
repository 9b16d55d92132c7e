import { Button, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { paths } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageCard } from '../../../components/page-card';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { showErrors, useAppForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { PAY_FEE_STATE } from '../../../lib/pay-fee-state';
import { setSessionUser } from '../../../lib/session';
import { useRegisterUser } from '../api/register';
import { DocumentPicker } from '../../../components/member-form/document-picker';
import { LoginPrompt } from '../components/login-prompt';
import { forgetPhotos, keepPhoto, keptPhotos } from '../registration-photos';
import {
  documentsSchema,
  KYC_SLOTS,
  currentImagesProblem,
  missingDocumentsMessage,
  useDocumentBoxes,
} from '../../../components/member-form/document-boxes';
import { describeRegistrationFailure, type RegistrationFailure } from '../../../lib/member-form/registration-errors';
import {
  clearRegistrationDraft,
  registrationStateOf,
  type RegistrationFormValues,
  type RegistrationState,
} from '../../../lib/member-form/registration-form';

function KycStep({ form }: { form: RegistrationFormValues }) {
  const { t } = useTranslation('registration');
  const documentBoxes = useDocumentBoxes();
  const navigate = useNavigate();
  const registerUser = useRegisterUser();
  const queryClient = useQueryClient();
  // The photos are kept outside this step, so going back to the details keeps them.
  const documents = useAppForm({ schema: documentsSchema, initialValues: keptPhotos() });
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<RegistrationFailure | null>(null);

  const backToForm = (errors?: RegistrationFailure['formErrors']) => {
    const state: RegistrationState = { form, errors };
    navigate(paths.register, { state });
  };

  const submit = documents.onSubmit(
    (files) => {
      setFailure(null);
      setProblem(null);
      registerUser.mutate(
        { form, files },
        {
          // Signed in by the registration: straight on to the fee's checkout (the status page starts it).
          onSuccess: (answer) => {
            clearRegistrationDraft();
            forgetPhotos();
            notifySuccess(answer.message);
            setSessionUser(queryClient, answer.user);
            navigate(paths.profile, { replace: true, state: PAY_FEE_STATE });
          },
          onError: (error) => {
            // Said once (docs/decisions/031): under the fields or in the alert above Sign Up.
            const described = describeRegistrationFailure(error);
            // A detail refused (a race the check could not see): back to it, the photos still chosen.
            if (Object.keys(described.formErrors).length > 0) {
              backToForm(described.formErrors);
              return;
            }
            setFailure(described);
            showErrors(documents, described.documentErrors);
          },
        },
      );
    },
    (errors) => {
      setFailure(null);
      const message = missingDocumentsMessage(errors);
      setProblem(message);
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {KYC_SLOTS.map((slot) => (
            <DocumentPicker
              key={slot}
              {...documentBoxes[slot]}
              value={documents.values[slot]}
              onChange={(file) => {
                documents.setFieldValue(slot, file);
                keepPhoto(slot, file);
              }}
              error={documents.errors[slot]}
              disabled={registerUser.isPending}
            />
          ))}
        </SimpleGrid>

        <ErrorAlert>{currentImagesProblem(problem, documents.values)}</ErrorAlert>

        {failure ? (
          <ErrorAlert>
            {failure.messages.length === 1 ? (
              <Text size="sm">{translateText(failure.messages[0] ?? '')}</Text>
            ) : (
              <List size="sm">
                {failure.messages.map((message) => (
                  <List.Item key={message}>{translateText(message)}</List.Item>
                ))}
              </List>
            )}
          </ErrorAlert>
        ) : null}

        <Group justify="space-between" gap="sm" wrap="wrap-reverse">
          <Button variant="default" onClick={() => backToForm()} disabled={registerUser.isPending}>
            {t('kyc.back')}
          </Button>
          <Button type="submit" loading={registerUser.isPending}>
            {t('kyc.signUp')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /RegisterAadhar, step 2 of 2 (docs/product-spec.md §2): Aadhaar front and back and a selfie, from files or the
 * camera, then Sign Up sends everything as one multipart request. A detail of step 1 refused at
 * Sign Up (someone took the email since the check) brings the person back to /register with the
 * error under its field; the photos stay chosen (registration-photos.ts). Opened without
 * the form data of step 1 (a bookmark, a new tab), it sends the person to /register.
 */
export function RegisterAadhaarPage() {
  const { t } = useTranslation('registration');
  usePageTitle(t('kyc.title'));
  const location = useLocation();
  const [state] = useState(() => registrationStateOf(location.state));
  if (!state) return <Navigate to={paths.register} replace />;

  return (
    <PageCard title={t('kyc.title')} intro={t('kyc.intro')} maw={960} footer={<LoginPrompt />}>
      <KycStep form={state.form} />
    </PageCard>
  );
}
