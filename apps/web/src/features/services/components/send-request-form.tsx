import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { paths, workMessages, type ProviderDetail, type User } from '@sevak/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { DayInput } from '../../../components/day-input';
import { ErrorAlert } from '../../../components/error-alert';
import { FormSection } from '../../../components/section';
import { errorMessage } from '../../../lib/api';
import { useCategoryLabel } from '../../../lib/categories';
import { showServerErrors, useAppForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { returnToState } from '../../../lib/return-to';
import { AddressFields } from '../../../components/member-form/address-fields';
import { useSendWorkRequest } from '../api/providers';
import { clearRequestDraft, loadRequestDraft, saveRequestDraft } from '../utils/request-draft';
import {
  initialRequestForm,
  requestFieldOf,
  requestFormSchema,
  TIME_SLOTS,
  todayInIndia,
  type RequestFormValues,
} from '../utils/request-form';
import { phoneInputProps } from '../../../lib/phone-input';

/**
 * The work request (POST /work/requests), checked with the shared newWorkRequestSchema first; a
 * time chosen on the provider's page arrives in the URL and fills the service, day and time. A
 * visitor's valid form is kept as a draft and they are asked to sign in or join (login brings them
 * back here, and the draft fills the form again); a member's is sent, then they go to their sent
 * requests.
 */
export function SendRequestForm({ provider, user }: { provider: ProviderDetail; user: User | null }) {
  const { t } = useTranslation('providers');
  const label = useCategoryLabel();
  const navigate = useNavigate();
  const send = useSendWorkRequest();
  const schema = useMemo(() => requestFormSchema(provider._id), [provider._id]);
  const form = useAppForm({
    schema,
    initialValues: initialRequestForm(user, provider.businessCategory, loadRequestDraft(provider._id)),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [accountNeeded, setAccountNeeded] = useState(false);
  const [today] = useState(todayInIndia);

  const field = (key: Exclude<keyof RequestFormValues, 'address'>) => ({ name: key, ...form.getInputProps(key) });

  const keepDraft = () => saveRequestDraft(provider._id, form.getValues());
  const submit = form.onSubmit((request) => {
    setProblem(null);
    if (!user) {
      keepDraft();
      setAccountNeeded(true);
      return;
    }
    send.mutate(request, {
      onSuccess: (answer) => {
        clearRequestDraft(provider._id);
        notifySuccess(answer.message);
        void navigate(`${paths.work}?tab=sent`);
      },
      onError: (error) => {
        if (!showServerErrors(form, error, requestFieldOf(form.getValues()))) setProblem(errorMessage(error));
      },
    });
  });

  const categories = provider.businessCategory.map((name) => ({ value: name, label: label(name) }));
  const serviceOptions =
    categories.length === 1 ? categories : [{ value: '', label: t('sendRequest.chooseService') }, ...categories];
  const timeOptions = [
    { value: '', label: t('sendRequest.chooseTime') },
    ...TIME_SLOTS.map(({ value, clock, timeOfDay }) => ({
      value,
      label: t(`sendRequest.timeOfDay.${timeOfDay}`, { time: clock }),
    })),
  ];

  return (
    <form onSubmit={submit} noValidate aria-label={t('sendRequest.form')}>
      <Stack gap="lg">
        <FormSection id="request-work" title={t('sendRequest.workSection')}>
          <NativeSelect label={t('sendRequest.service')} data={serviceOptions} {...field('category')} />
          <Textarea
            label={t('sendRequest.describe')}
            description={t('sendRequest.describeHint')}
            autosize
            minRows={4}
            maxRows={12}
            maxLength={2000}
            {...field('description')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <DayInput
              label={t('sendRequest.date')}
              min={today}
              name="date"
              {...form.getInputProps('date')}
              value={form.values.date}
            />
            <NativeSelect label={t('sendRequest.time')} data={timeOptions} {...field('time')} />
          </SimpleGrid>
        </FormSection>

        <FormSection id="request-address" title={t('sendRequest.whereSection')}>
          <AddressFields form={form} />
          <TextInput
            label={t('sendRequest.contactPhone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...phoneInputProps(field('contactPhone'))}
          />
        </FormSection>

        <ErrorAlert>{problem}</ErrorAlert>
        {accountNeeded ? (
          <AccountNeeded onLeave={keepDraft} />
        ) : (
          <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('sendRequest.submit')}
          </Button>
        )}
      </Stack>
    </form>
  );
}

/**
 * A visitor's request waits for an account: sign in (and come back here) or join. What they typed
 * is kept again as they leave (they may have changed it since sending).
 */
function AccountNeeded({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation('providers');
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} color="blue" title={t('sendRequest.accountNeeded')} role="status" tabIndex={-1}>
      <Stack gap="sm">
        <span>{translateText(workMessages.signInToSend)}</span>
        <Group gap="sm">
          <Button component={Link} to={paths.login} state={returnToState(location)} onClick={onLeave}>
            {t('sendRequest.signIn')}
          </Button>
          <Button
            component={Link}
            to={paths.register}
            state={returnToState(location)}
            onClick={onLeave}
            variant="default"
          >
            {t('sendRequest.join')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
