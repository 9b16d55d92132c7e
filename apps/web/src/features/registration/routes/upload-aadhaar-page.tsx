import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { documentReviewMessages, paths, registrationMessages } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageCard } from '../../../components/page-card';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { thumbnailUrl } from '../../../lib/files';
import { useAppForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { useUploadAadhaar } from '../api/upload-aadhaar';
import { DocumentPicker } from '../../../components/member-form/document-picker';
import { AADHAAR_SLOTS, requiredImage, useDocumentBoxes } from '../../../components/member-form/document-boxes';
import { shownErrorMessage } from '../../../lib/member-form/registration-errors';

/** Both photos are required; the alert says so once (the boxes are not marked one by one). */
const aadhaarImagesSchema = z.object({
  frontAadhar: requiredImage(registrationMessages.aadhaarBothRequired),
  backAadhar: requiredImage(registrationMessages.aadhaarBothRequired),
});

const NO_IMAGES: Record<(typeof AADHAAR_SLOTS)[number], File | null> = { frontAadhar: null, backAadhar: null };

/**
 * /upload-adhaar (docs/product-spec.md §2 'Upload Aadhar Card KYC'): replace both Aadhaar photos of the signed-in
 * member. Both are required; success goes home (docs/product-spec.md §8). An approved member's new photos wait
 * for our team's review (docs/decisions/007), which the page says. The route guard sends a
 * visitor to /login and back here.
 */
export function UploadAadhaarPage() {
  const { t } = useTranslation('registration');
  usePageTitle(t('uploadAadhaar.title'));
  const documentBoxes = useDocumentBoxes();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const upload = useUploadAadhaar();
  const form = useAppForm({ schema: aadhaarImagesSchema, initialValues: NO_IMAGES });
  const [problem, setProblem] = useState<string | null>(null);

  if (!user) return null; // the guard sends visitors to /login

  const submit = form.onSubmit(
    ({ frontAadhar: front, backAadhar: back }) => {
      setProblem(null);
      upload.mutate(
        { userId: user._id, front, back },
        {
          onSuccess: (answer) => {
            notifySuccess(answer.message);
            void queryClient.invalidateQueries({ queryKey: queryKeys.session });
            navigate(paths.home);
          },
          onError: (error) => {
            // The server's message (file errors in the docs/product-spec.md §8 words), else the fallback.
            const message = shownErrorMessage(error);
            setProblem(message);
          },
        },
      );
    },
    () => {
      setProblem(registrationMessages.aadhaarBothRequired);
    },
  );

  return (
    <PageCard
      title={t('uploadAadhaar.title')}
      intro={user.isAdminApproved ? t('uploadAadhaar.introApproved') : t('uploadAadhaar.introNotApproved')}
      maw={720}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {user.pendingAadhaar ? (
            <Text role="status" size="sm" c="blue.8">
              {translateText(documentReviewMessages.awaitingReview)} {t('uploadAadhaar.replacesPending')}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {AADHAAR_SLOTS.map((slot) => {
              const onFile = user[slot];
              return (
                <DocumentPicker
                  key={slot}
                  {...documentBoxes[slot]}
                  value={form.values[slot]}
                  onChange={(file) => form.setFieldValue(slot, file)}
                  currentUrl={onFile ? thumbnailUrl(onFile) : null}
                  disabled={upload.isPending}
                />
              );
            })}
          </SimpleGrid>
          <ErrorAlert>{problem}</ErrorAlert>
          <Button type="submit" loading={upload.isPending}>
            {t('uploadAadhaar.submit')}
          </Button>
        </Stack>
      </form>
    </PageCard>
  );
}
