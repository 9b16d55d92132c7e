import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { User } from '@sevak/shared';
import { z } from 'zod';
import { errorMessage } from '../../../../lib/api';
import { showServerErrors, useAppForm } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useUpdateAddressAndAadhaar } from '../api/members';

export const UPDATE_FAILED_MESSAGE = 'Failed to update user details';

/**
 * No check here: the server owns these rules (the Verhoeff check digit, the address required) and
 * its field errors show under the inputs.
 */
const aadhaarDetailsSchema = z.object({ aadharNumber: z.string(), permanentAddress: z.string() });

/**
 * Beside the Aadhaar images: the member's Aadhaar number and permanent address, editable
 * (PUT /auth/updateUserAddressAndAadhar).
 */
export function AadhaarDetailsForm({ user }: { user: User }) {
  const form = useAppForm({
    schema: aadhaarDetailsSchema,
    initialValues: { aadharNumber: user.aadharNumber ?? '', permanentAddress: user.permanentAddress ?? '' },
  });
  const save = useUpdateAddressAndAadhaar();

  const submit = form.onSubmit((values) =>
    save.mutate(
      { userId: user._id, ...values },
      {
        onSuccess: (answer) => notifySuccess(answer.message),
        // Under its field, else a toast (this form has no alert of its own): once either way.
        onError: (error) => {
          if (!showServerErrors(form, error)) notifyError(errorMessage(error, UPDATE_FAILED_MESSAGE));
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Aadhaar details">
      <Stack gap="sm">
        <TextInput
          label="Aadhaar Number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          {...form.getInputProps('aadharNumber')}
        />
        <Textarea
          label="Permanent Address"
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('permanentAddress')}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
