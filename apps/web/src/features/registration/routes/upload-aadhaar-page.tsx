import { Alert, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { messages, paths, registrationMessages } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { IconAlert } from '../../../components/icons';
import { errorMessage } from '../../../lib/api';
import { thumbnailUrl } from '../../../lib/files';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { sessionQueryKey, useSession } from '../../auth/api/session';
import { useUploadAadhaar } from '../api/upload-aadhaar';
import { DocumentPicker } from '../components/document-picker';
import { shownMessage } from '../utils/registration-errors';

/**
 * /upload-adhaar (spec §2 'Upload Aadhar Card KYC'): replace both Aadhaar photos of the signed-in
 * member. Both are required; success goes home (spec §8). The route guard sends a visitor to
 * /login and back here.
 */
export function UploadAadhaarPage() {
  usePageTitle('Upload Aadhaar');
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const upload = useUploadAadhaar();
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (!user) return null; // the guard sends visitors to /login

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!front || !back) {
      setProblem(registrationMessages.aadhaarBothRequired);
      notifyError(registrationMessages.aadhaarBothRequired);
      return;
    }
    setProblem(null);
    upload.mutate(
      { userId: user._id, front, back },
      {
        onSuccess: () => {
          notifySuccess(registrationMessages.aadhaarUpdated);
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
          navigate(paths.home);
        },
        onError: (error) => {
          // The server's message (file errors in the spec §8 words), else the fallback.
          const message = shownMessage(errorMessage(error, messages.common.internal));
          setProblem(message);
          notifyError(message);
        },
      },
    );
  };

  return (
    <Stack align="center" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={720}>
        <Title order={1} size="h2" mb={4}>
          Upload Aadhaar
        </Title>
        <Text c="dimmed" size="sm" mb="lg">
          New photos of the front and back of your Aadhaar card replace the ones on file.
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <DocumentPicker
                title="Front of Aadhaar"
                inputLabel="Front Aadhaar photo"
                captureName="frontAadhar"
                value={front}
                onChange={setFront}
                currentUrl={user.frontAadhar ? thumbnailUrl(user.frontAadhar) : null}
                disabled={upload.isPending}
              />
              <DocumentPicker
                title="Back of Aadhaar"
                inputLabel="Back Aadhaar photo"
                captureName="backAadhar"
                value={back}
                onChange={setBack}
                currentUrl={user.backAadhar ? thumbnailUrl(user.backAadhar) : null}
                disabled={upload.isPending}
              />
            </SimpleGrid>
            {problem ? (
              <Alert color="red" variant="light" icon={<IconAlert />}>
                {problem}
              </Alert>
            ) : null}
            <Button type="submit" loading={upload.isPending}>
              Submit
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
