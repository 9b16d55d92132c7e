import { Button, Stack, TextInput } from '@mantine/core';
import { messages, phoneSchema } from '@sevak/shared';
import { useState } from 'react';
import { z } from 'zod';
import { ErrorAlert } from '../../../../components/error-alert';
import { showSubmitError, useAppForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { usePageTitle } from '../../../../lib/page-title';
import { useAssignReferral } from '../api/member-forms';
import { MemberFormCard } from '../member-form/member-form-card';
import { phoneInputProps } from '../../../../lib/phone-input';

/** docs/product-spec.md §5: both phones required ('Please fill all fields!'); each a 10-digit phone (docs/contract.md §12). */
const referralPhone = z.string().trim().min(1, messages.admin.referralFieldsRequired).pipe(phoneSchema);
const referralSchema = z.object({ referrerPhone: referralPhone, referredPhone: referralPhone });

/**
 * /admin/assignRefferal (docs/product-spec.md §2 'Assign Referrals'): who referred whom, by phone numbers;
 * POST /auth/setReferral. Success says so and clears the form.
 */
export function AssignReferralPage() {
  usePageTitle('Assign Referrals');
  const assign = useAssignReferral();
  const form = useAppForm({ schema: referralSchema, initialValues: { referrerPhone: '', referredPhone: '' } });
  const [problem, setProblem] = useState<string | null>(null);

  // 'Please fill all fields!' goes once both phones are filled; other problems stay.
  const { referrerPhone, referredPhone } = form.values;
  const stillEmpty =
    problem !== messages.admin.referralFieldsRequired || !referrerPhone.trim() || !referredPhone.trim();

  const submit = form.onSubmit(
    (referral) => {
      setProblem(null);
      assign.mutate(referral, {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          form.reset();
        },
        onError: (error) => showSubmitError(form, error, setProblem),
      });
    },
    // An empty phone is also said above the button (docs/product-spec.md §5's toast: once is enough).
    (errors) => {
      const empty = Object.values(errors).includes(messages.admin.referralFieldsRequired);
      setProblem(empty ? messages.admin.referralFieldsRequired : null);
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
            {...phoneInputProps(form.getInputProps('referrerPhone'))}
          />
          <TextInput
            label="Referred phone"
            description="The member they referred"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            {...phoneInputProps(form.getInputProps('referredPhone'))}
          />
          <ErrorAlert>{stillEmpty ? problem : null}</ErrorAlert>
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
