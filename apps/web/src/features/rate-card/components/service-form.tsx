import { Button, Group, NativeSelect, Radio, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { PRICE_TYPES, type Service, type ServiceValues } from '@sevak/shared';
import { useRef, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { RupeeInput } from '../../../components/rupee-input';
import { useTranslation } from '../../../i18n/i18n';
import { useCategoryLabel } from '../../../lib/categories';
import { showSubmitError, useAppForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useServiceTerms } from '../../../lib/service-terms';
import { useAddService, useUpdateService } from '../api/services';
import { categoryDefaults } from '../utils/category-defaults';
import {
  DURATIONS,
  newServiceValues,
  serviceFormSchema,
  serviceFormValues,
  type ServiceFormValues,
} from '../utils/service-form';

type ServiceFormProps = {
  providerId: string;
  /** The member's own business categories (the API takes no other). */
  categories: readonly string[];
  /** The service to change; a new one without. */
  service?: Service | undefined;
  onClose: () => void;
};

/**
 * Adds or changes one service (POST /services/mine, PUT /services/mine/{id}) through the shared
 * `serviceInputSchema`. Choosing a category fills what the provider has not typed: a suggested
 * title and its usual duration (utils/category-defaults.ts).
 */
export function ServiceForm({ providerId, categories, service, onClose }: ServiceFormProps) {
  const { t } = useTranslation('rateCard');
  const label = useCategoryLabel();
  const terms = useServiceTerms();
  const add = useAddService(providerId);
  const update = useUpdateService(providerId);
  const saving = add.isPending || update.isPending;
  const [problem, setProblem] = useState<string | null>(null);

  const suggestedTitle = (category: string) => {
    const { title } = categoryDefaults(category);
    return title ? t(`suggested.${title}`) : t('suggested.visit', { category: label(category) });
  };
  const initialValues = (): ServiceFormValues => {
    if (service) return serviceFormValues(service);
    const only = categories.length === 1 ? categories[0]! : '';
    const values = newServiceValues(only);
    if (!only) return values;
    return { ...values, title: suggestedTitle(only), durationMinutes: String(categoryDefaults(only).durationMinutes) };
  };
  const form = useAppForm<ServiceFormValues, ServiceValues>({
    schema: serviceFormSchema,
    initialValues: initialValues(),
  });
  // The title a category filled in, replaced when another category is chosen (never what was typed).
  const filledTitle = useRef(service ? null : form.values.title || null);
  const durationChosen = useRef(Boolean(service));

  const chooseCategory = (category: string) => {
    form.setFieldValue('category', category);
    if (!category) return;
    const { title } = form.getValues();
    if (title.trim() === '' || title === filledTitle.current) {
      const suggested = suggestedTitle(category);
      form.setFieldValue('title', suggested);
      filledTitle.current = suggested;
    }
    if (!durationChosen.current) {
      form.setFieldValue('durationMinutes', String(categoryDefaults(category).durationMinutes));
    }
  };

  const submit = form.onSubmit((values) => {
    setProblem(null);
    const handlers = {
      onSuccess: () => {
        notifySuccess(service ? t('form.saved') : t('form.added'));
        onClose();
      },
      onError: (error: unknown) => showSubmitError(form, error, setProblem),
    };
    if (service) update.mutate({ id: service._id, service: values }, handlers);
    else add.mutate(values, handlers);
  });

  const priceType = form.values.priceType;
  const heading = service ? t('form.editTitle') : t('form.addTitle');
  const categoryProps = form.getInputProps('category');
  const durationProps = form.getInputProps('durationMinutes');

  return (
    <form onSubmit={submit} noValidate aria-label={heading}>
      <Stack gap="sm">
        <NativeSelect
          {...categoryProps}
          label={t('form.category')}
          required
          data={[
            { value: '', label: t('form.chooseCategory'), disabled: true },
            ...categories.map((category) => ({ value: category, label: label(category) })),
          ]}
          onChange={(event) => {
            categoryProps.onChange(event);
            chooseCategory(event.currentTarget.value);
          }}
        />
        <TextInput
          label={t('form.titleLabel')}
          description={t('form.titleHint')}
          required
          maxLength={80}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('form.description')}
          description={t('form.descriptionHint')}
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('description')}
        />
        <Radio.Group
          label={t('form.priceType')}
          required
          {...form.getInputProps('priceType')}
          onChange={(value) => {
            form.setFieldValue('priceType', value as ServiceFormValues['priceType']);
            form.clearFieldError('price');
          }}
        >
          <Group gap="md" mt={6}>
            {PRICE_TYPES.map((type) => (
              <Radio key={type} value={type} label={t(`form.${type}`)} />
            ))}
          </Group>
        </Radio.Group>
        {priceType !== 'quote' && (
          <RupeeInput
            label={priceType === 'hourly' ? t('form.priceHourly') : t('form.price')}
            description={t('form.priceHint')}
            required
            w="100%"
            maw={240}
            {...form.getInputProps('price')}
          />
        )}
        <NativeSelect
          {...durationProps}
          label={t('form.duration')}
          w="100%"
          maw={240}
          data={DURATIONS.map((minutes) => ({ value: String(minutes), label: terms.duration(minutes) }))}
          onChange={(event) => {
            durationChosen.current = true;
            durationProps.onChange(event);
          }}
        />
        <Switch label={t('form.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <ErrorAlert>{problem}</ErrorAlert>
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            {t('form.save')}
          </Button>
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
