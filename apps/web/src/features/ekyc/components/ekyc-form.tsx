import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  EKYC_SLOT_LABELS,
  EKYC_SLOTS,
  ekycFieldsSchema,
  ekycMessages,
  IFSC_PATTERN,
  type EkycSlot,
} from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert';
import { DocumentPicker } from '../../../components/member-form/document-picker';
import { i18n, translateText, useTranslation } from '../../../i18n/i18n';
import { ApiError, errorMessage } from '../../../lib/api';
import { showServerErrors, useAppForm } from '../../../lib/form';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { useIfsc, useSubmitEkyc } from '../api/ekyc';

/** The heading of each e-KYC image's picker box (its file input is labelled as the spec names it). */
const IMAGE_TITLES = {
  bankProof: 'form.bankProof',
  panCardfront: 'form.panFront',
  panCardback: 'form.panBack',
} as const satisfies Record<EkycSlot, string>;

/**
 * A picked image. Not aborting (a custom check aborts by default): the account numbers' match is still checked.
 * The message is read at each check, so it follows the language.
 */
const image = () =>
  z.custom<File>((value) => value instanceof File, {
    error: () => i18n.t('form.addPhoto', { ns: 'ekyc' }),
    abort: false,
  });
const ACCOUNT_FIELDS: readonly PropertyKey[] = ['bankAccountNumber', 'confirmBankAccountNumber'];

type EkycFormValues = {
  accountHolderName: string;
  bankAccountNumber: string;
  confirmBankAccountNumber: string;
  ifscCode: string;
  panNumber: string;
} & Record<EkycSlot, File | null>;

const EMPTY: EkycFormValues = {
  accountHolderName: '',
  bankAccountNumber: '',
  confirmBankAccountNumber: '',
  ifscCode: '',
  panNumber: '',
  bankProof: null,
  panCardfront: null,
  panCardback: null,
};

/**
 * The server's rules for the text fields (ekycFieldsSchema's fields and its account-number match),
 * an IFSC the lookup did not find (`unknownIfscs`, filled as answers come), and the three images.
 * The match is checked as soon as both numbers are well formed, whatever the other fields hold.
 */
function ekycFormSchema(unknownIfscs: ReadonlySet<string>) {
  const fields = ekycFieldsSchema.shape;
  return z
    .object({
      ...fields,
      ifscCode: fields.ifscCode.refine((code) => !unknownIfscs.has(code), ekycMessages.ifscUnknown),
      bankProof: image(),
      panCardfront: image(),
      panCardback: image(),
    })
    .refine((v) => v.bankAccountNumber === v.confirmBankAccountNumber, {
      message: ekycMessages.accountMismatch,
      path: ['confirmBankAccountNumber'],
      when: (payload) => payload.issues.every((issue) => !ACCOUNT_FIELDS.includes(issue.path?.[0] ?? '')),
    });
}

/**
 * POST /ekyc: the bank account (twice), IFSC with its bank looked up as soon as it is well
 * formed, PAN, and photos of the bank proof and both sides of the PAN card. The server checks it
 * all again; its field errors land under their fields.
 */
export function EkycForm({ submitLabel }: { submitLabel?: string }) {
  const { t } = useTranslation('ekyc');
  // IFSCs the lookup did not find: a set the schema reads at each check (so the schema stays the same).
  const [unknownIfscs] = useState(() => new Set<string>());
  const schema = useMemo(() => ekycFormSchema(unknownIfscs), [unknownIfscs]);
  const form = useAppForm({ schema, initialValues: EMPTY });
  const send = useSubmitEkyc();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);

  const typedIfsc = form.values.ifscCode.trim().toUpperCase();
  const lookupCode = IFSC_PATTERN.test(typedIfsc) ? typedIfsc : null;
  const ifsc = useIfsc(lookupCode);
  const bank = lookupCode && ifsc.data ? ifsc.data.bankName : null;
  const unknown = lookupCode !== null && ifsc.data === null;
  const { setFieldError } = form;
  useEffect(() => {
    if (!lookupCode || !unknown) return;
    unknownIfscs.add(lookupCode);
    setFieldError('ifscCode', ekycMessages.ifscUnknown);
  }, [lookupCode, unknown, unknownIfscs, setFieldError]);

  const submit = form.onSubmit(
    ({ bankProof, panCardfront, panCardback, ...fields }) => {
      setProblem(null);
      send.mutate(
        { fields, images: { bankProof, panCardfront, panCardback } },
        {
          onSuccess: () => {
            notifySuccess(ekycMessages.submitted);
            form.reset();
          },
          onError: (error) => {
            if (error instanceof ApiError && error.code === 'EKYC_ALREADY_PENDING') {
              // Sent from another tab or device: the page shows that one instead of the form.
              notifyInfo(error.message);
              void queryClient.invalidateQueries({ queryKey: queryKeys.ekyc });
              return;
            }
            if (!showServerErrors(form, error)) setProblem(errorMessage(error));
          },
        },
      );
    },
    (errors) => setProblem(EKYC_SLOTS.some((slot) => errors[slot]) ? ekycMessages.imagesRequired : null),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Stack gap="md">
        <TextInput
          label={t('form.holderName')}
          description={t('form.holderNameHint')}
          autoComplete="name"
          maxLength={100}
          {...form.getInputProps('accountHolderName')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('form.accountNumber')}
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps('bankAccountNumber')}
          />
          <TextInput
            label={t('form.confirmAccountNumber')}
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps('confirmBankAccountNumber')}
          />
          <TextInput
            label={t('form.ifsc')}
            placeholder="SBIN0001234"
            autoComplete="off"
            autoCapitalize="characters"
            description={
              bank ? t('form.bank', { bank }) : ifsc.isFetching && lookupCode ? t('form.lookingUpBank') : undefined
            }
            {...form.getInputProps('ifscCode')}
          />
          <TextInput
            label={t('form.pan')}
            placeholder="ABCDE1234F"
            autoComplete="off"
            autoCapitalize="characters"
            {...form.getInputProps('panNumber')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {EKYC_SLOTS.map((slot) => (
            <DocumentPicker
              key={slot}
              title={t(IMAGE_TITLES[slot])}
              inputLabel={translateText(EKYC_SLOT_LABELS[slot])}
              captureName={slot}
              value={form.values[slot]}
              onChange={(file) => form.setFieldValue(slot, file)}
              error={form.errors[slot]}
              disabled={send.isPending}
            />
          ))}
        </SimpleGrid>
        <ErrorAlert>{problem}</ErrorAlert>
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          {submitLabel ?? t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
