import { Button, Stack, TextInput } from '@mantine/core';
import { messages, phoneSchema } from '@sevak/shared';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { ApiError, errorMessage } from '../../../lib/api';
import { useFormErrors, type FormErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useAssignReferral, type ReferralInput } from '../api/member-forms';
import { MemberFormCard } from '../member-form/member-form-card';

type Field = keyof ReferralInput;

const EMPTY: ReferralInput = { referrerPhone: '', referredPhone: '' };
const FIELDS: Field[] = ['referrerPhone', 'referredPhone'];

/** Spec §5: both phones required ('Please fill all fields!'); each a 10-digit phone (DESIGN §12). */
function validateReferral(values: ReferralInput): { message: string | null; errors: FormErrors } {
  const errors: FormErrors = {};
  if (FIELDS.some((field) => !values[field].trim())) {
    for (const field of FIELDS) if (!values[field].trim()) errors[field] = messages.admin.referralFieldsRequired;
    return { message: messages.admin.referralFieldsRequired, errors };
  }
  for (const field of FIELDS) {
    const result = phoneSchema.safeParse(values[field]);
    if (!result.success) errors[field] = result.error.issues[0]!.message;
  }
  return { message: null, errors };
}

/**
 * /admin/assignRefferal (spec §2 'Assign Referrals'): who referred whom, by phone numbers;
 * POST /auth/setReferral. Success says so and clears the form.
 */
export function AssignReferralPage() {
  usePageTitle('Assign Referrals');
  const assign = useAssignReferral();
  const { form, errors, setErrors, showErrors } = useFormErrors();
  const [values, setValues] = useState<ReferralInput>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateReferral(values);
    if (Object.keys(checked.errors).length > 0) {
      showErrors(checked.errors, () => setProblem(checked.message));
      if (checked.message) notifyError(checked.message);
      return;
    }
    setProblem(null);
    assign.mutate(
      { referrerPhone: values.referrerPhone.trim(), referredPhone: values.referredPhone.trim() },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          setValues(EMPTY);
          setErrors({});
        },
        onError: (error) => {
          const message = errorMessage(error);
          notifyError(message);
          const found: FormErrors = {};
          if (error instanceof ApiError) {
            for (const item of error.errors) if ((FIELDS as string[]).includes(item.path)) found[item.path] ??= item.msg;
          }
          showErrors(found, () => setProblem(message));
        },
      },
    );
  };

  return (
    <MemberFormCard title="Assign Referrals" intro="Record which member referred another, by their phone numbers.">
      <form ref={form} onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          <TextInput
            label="Referrer phone"
            description="The member who referred"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            {...field('referrerPhone')}
          />
          <TextInput
            label="Referred phone"
            description="The member they referred"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            {...field('referredPhone')}
          />
          <ErrorAlert>{problem}</ErrorAlert>
          <div>
            <Button type="submit" loading={assign.isPending}>
              Submit Referral
            </Button>
          </div>
        </Stack>
      </form>
    </MemberFormCard>
  );
}
