import { Button, Stack, TextInput } from '@mantine/core';
import { messages, phoneSchema } from '@sevak/shared';
import { useState } from 'react';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api';
import { showServerErrors, useAppForm } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useAssignReferral } from '../api/member-forms';
import { MemberFormCard } from '../member-form/member-form-card';

/** Spec §5: both phones required ('Please fill all fields!'); each a 10-digit phone (DESIGN §12). */
const referralPhone = z.string().trim().min(1, messages.admin.referralFieldsRequired).pipe(phoneSchema);
const referralSchema = z.object({ referrerPhone: referralPhone, referredPhone: referralPhone });

/**
 * /admin/assignRefferal (spec §2 'Assign Referrals'): who referred whom, by phone numbers;
 * POST /auth/setReferral. Success says so and clears the form.
 */
export function AssignReferralPage() {
  usePageTitle('Assign Referrals');
  const assign = useAssignReferral();
  const form = useAppForm({ schema: referralSchema, initialValues: { referrerPhone: '', referredPhone: '' } });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit(
    (referral) => {
      setProblem(null);
      assign.mutate(referral, {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          form.reset();
        },
        onError: (error) => {
          const message = errorMessage(error);
          notifyError(message);
          setProblem(message);
          showServerErrors(form, error);
        },
      });
    },
    // An empty phone is also said above the button and in a toast (spec §5).
    (errors) => {
      const empty = Object.values(errors).includes(messages.admin.referralFieldsRequired);
      setProblem(empty ? messages.admin.referralFieldsRequired : null);
      if (empty) notifyError(messages.admin.referralFieldsRequired);
    },
  );

  return (
    <MemberFormCard title="Assign Referrals" intro="Record which member referred another, by their phone numbers.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          <TextInput
            label="Referrer phone"
            description="The member who referred"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            {...form.getInputProps('referrerPhone')}
          />
          <TextInput
            label="Referred phone"
            description="The member they referred"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            {...form.getInputProps('referredPhone')}
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
