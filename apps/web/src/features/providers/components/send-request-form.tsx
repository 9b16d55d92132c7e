import { Button, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { newWorkRequestSchema, paths, workMessages, type ProviderDetail, type User } from '@sevak/shared';
import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { FormSection } from '../../../components/section';
import { ApiError, errorMessage } from '../../../lib/api';
import { issuesToErrors, serverErrors, useFormErrors, type FormErrors } from '../../../lib/form-errors';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { returnToState } from '../../../lib/return-to';
import { AddressFields, addressErrorsOf } from '../../../components/member-form/address-fields';
import type { AddressValues } from '../../../lib/member-form/registration-form';
import { useSendWorkRequest } from '../api/providers';
import { clearRequestDraft, loadRequestDraft, saveRequestDraft } from '../utils/request-draft';
import {
  initialRequestForm,
  requestFormErrors,
  TIME_SLOTS,
  todayInIndia,
  workRequestOf,
  type RequestFormValues,
} from '../utils/request-form';

type TextField = Exclude<keyof RequestFormValues, 'address'>;

const TIME_OPTIONS = [{ value: '', label: 'Choose a time' }, ...TIME_SLOTS];
const ADDRESS_ERROR_KEYS = ['address', 'address.area', 'address.city', 'address.state', 'address.country', 'address.pincode'];

/**
 * The work request (POST /work/requests), checked with the shared newWorkRequestSchema first. A
 * visitor's valid form is kept as a draft while they sign in (login brings them back here, and the
 * draft fills the form again); a member's is sent, then they go to their sent requests.
 */
export function SendRequestForm({ provider, user }: { provider: ProviderDetail; user: User | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const send = useSendWorkRequest();
  const { form, errors, setErrors, showErrors } = useFormErrors();
  const [values, setValues] = useState(() =>
    initialRequestForm(user, provider.businessCategory, loadRequestDraft(provider._id)),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [today] = useState(todayInIndia);

  const clearErrors = useCallback(
    (keys: readonly string[]) =>
      setErrors((current) => {
        if (!keys.some((key) => current[key])) return current;
        const next = { ...current };
        for (const key of keys) delete next[key];
        return next;
      }),
    [setErrors],
  );

  const changeAddress = useCallback(
    (address: AddressValues) => {
      setValues((current) => ({ ...current, address }));
      clearErrors(ADDRESS_ERROR_KEYS);
    },
    [clearErrors],
  );

  const field = (key: TextField) => ({
    name: key,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [key]: value }));
      clearErrors([key]);
    },
    error: errors[key] || undefined,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const checked = newWorkRequestSchema.safeParse(workRequestOf(provider._id, values));
    if (!checked.success) {
      const found = requestFormErrors(issuesToErrors(checked.error.issues), values);
      // An error on no input of the form (a bad provider id) still has to be said.
      if (Object.keys(found).length === 0) setProblem(checked.error.issues[0]?.message ?? workMessages.providerNotFound);
      else showErrors(found);
      return;
    }
    setErrors({});
    if (!user) {
      saveRequestDraft(provider._id, values);
      notifyInfo(workMessages.signInToSend);
      void navigate(paths.login, { state: returnToState(location) });
      return;
    }
    send.mutate(checked.data, {
      onSuccess: (answer) => {
        clearRequestDraft(provider._id);
        notifySuccess(answer.message);
        void navigate(`${paths.work}?tab=sent`);
      },
      onError: (error) => {
        const found: FormErrors =
          error instanceof ApiError ? requestFormErrors(serverErrors(error.errors), values) : {};
        if (Object.keys(found).length > 0) showErrors(found);
        else setProblem(errorMessage(error));
      },
    });
  };

  const categories = provider.businessCategory;
  const serviceOptions = categories.length === 1 ? categories : [{ value: '', label: 'Choose a service' }, ...categories];

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Work request">
      <Stack gap="lg">
        <FormSection id="request-work" title="The work">
          <NativeSelect label="Service" data={serviceOptions} {...field('category')} />
          <Textarea
            label="Describe the work"
            description="What needs doing, and anything the provider should bring or know."
            autosize
            minRows={4}
            maxRows={12}
            maxLength={2000}
            {...field('description')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="Preferred date" type="date" min={today} {...field('date')} />
            <NativeSelect label="Preferred time" data={TIME_OPTIONS} {...field('time')} />
          </SimpleGrid>
        </FormSection>

        <FormSection id="request-address" title="Where">
          <AddressFields value={values.address} onChange={changeAddress} errors={addressErrorsOf(errors)} />
          <TextInput
            label="Contact phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            {...field('contactPhone')}
          />
        </FormSection>

        <ErrorAlert>{problem}</ErrorAlert>
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          Send request
        </Button>
      </Stack>
    </form>
  );
}
