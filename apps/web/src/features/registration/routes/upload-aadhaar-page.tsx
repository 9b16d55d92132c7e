import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { documentReviewMessages, paths, registrationMessages } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageCard } from '../../../components/page-card';
import { thumbnailUrl } from '../../../lib/files';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { useUploadAadhaar } from '../api/upload-aadhaar';
import { DocumentPicker } from '../../../components/member-form/document-picker';
import { AADHAAR_SLOTS, DOCUMENT_BOXES } from '../../../components/member-form/document-boxes';
import { shownErrorMessage } from '../../../lib/member-form/registration-errors';

/**
 * /upload-adhaar (spec §2 'Upload Aadhar Card KYC'): replace both Aadhaar photos of the signed-in
 * member. Both are required; success goes home (spec §8). An approved member's new photos wait
 * for our team's review (docs/decisions/007), which the page says. The route guard sends a
 * visitor to /login and back here.
 */
export function UploadAadhaarPage() {
  usePageTitle('Upload Aadhaar');
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const upload = useUploadAadhaar();
  const [files, setFiles] = useState<Record<(typeof AADHAAR_SLOTS)[number], File | null>>({
    frontAadhar: null,
    backAadhar: null,
  });
  const [problem, setProblem] = useState<string | null>(null);

  if (!user) return null; // the guard sends visitors to /login

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { frontAadhar: front, backAadhar: back } = files;
    if (!front || !back) {
      setProblem(registrationMessages.aadhaarBothRequired);
      notifyError(registrationMessages.aadhaarBothRequired);
      return;
    }
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
          // The server's message (file errors in the spec §8 words), else the fallback.
          const message = shownErrorMessage(error);
          setProblem(message);
          notifyError(message);
        },
      },
    );
  };

  return (
    <PageCard
      title="Upload Aadhaar"
      intro={
        user.isAdminApproved
          ? 'New photos of the front and back of your Aadhaar card. Our team checks them before they replace the ones on file.'
          : 'New photos of the front and back of your Aadhaar card replace the ones on file.'
      }
      maw={720}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {user.pendingAadhaar ? (
            <Text role="status" size="sm" c="blue.8">
              {documentReviewMessages.awaitingReview} New photos sent now replace the ones awaiting review.
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {AADHAAR_SLOTS.map((slot) => {
              const onFile = user[slot];
              return (
                <DocumentPicker
                  key={slot}
                  {...DOCUMENT_BOXES[slot]}
                  value={files[slot]}
                  onChange={(file) => setFiles((current) => ({ ...current, [slot]: file }))}
                  currentUrl={onFile ? thumbnailUrl(onFile) : null}
                  disabled={upload.isPending}
                />
              );
            })}
          </SimpleGrid>
          <ErrorAlert>{problem}</ErrorAlert>
          <Button type="submit" loading={upload.isPending}>
            Submit
          </Button>
        </Stack>
      </form>
    </PageCard>
  );
}
