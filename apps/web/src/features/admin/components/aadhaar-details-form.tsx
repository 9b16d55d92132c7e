import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { User } from '@sevak/shared';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateAddressAndAadhaar } from '../api/members';

export const UPDATE_FAILED_MESSAGE = 'Failed to update user details';

type Field = 'aadharNumber' | 'permanentAddress';

/**
 * Beside the Aadhaar images: the member's Aadhaar number and permanent address, editable
 * (PUT /auth/updateUserAddressAndAadhar). The server checks the number (Verhoeff check digit);
 * its field errors show under the inputs.
 */
export function AadhaarDetailsForm({ user }: { user: User }) {
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    aadharNumber: user.aadharNumber ?? '',
    permanentAddress: user.permanentAddress ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useUpdateAddressAndAadhaar();

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { userId: user._id, ...values },
      {
        onSuccess: (answer) => notifySuccess(answer.message),
        onError: (error) => {
          if (error instanceof ApiError) {
            const found: Partial<Record<Field, string>> = {};
            for (const { path, msg } of error.errors) {
              if ((path === 'aadharNumber' || path === 'permanentAddress') && !found[path]) found[path] = msg;
            }
            setErrors(found);
          }
          notifyError(errorMessage(error, UPDATE_FAILED_MESSAGE));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Aadhaar details">
      <Stack gap="sm">
        <TextInput
          label="Aadhar Number"
          value={values.aadharNumber}
          onChange={(event) => change('aadharNumber', event.currentTarget.value)}
          error={errors.aadharNumber}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
        />
        <Textarea
          label="Permanent Address"
          value={values.permanentAddress}
          onChange={(event) => change('permanentAddress', event.currentTarget.value)}
          error={errors.permanentAddress}
          autosize
          minRows={2}
          maxLength={500}
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
