import { MultiSelect, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { memo, useCallback, useMemo, type ReactNode } from 'react';
import { useCategoryNames, useCategoryOptions } from '../../lib/categories';
import type { AppForm } from '../../lib/form';
import { useTranslation } from '../../i18n/i18n';

type CategoryPickerProps = {
  value: string[];
  onChange: (value: string[]) => void;
  error: ReactNode;
  onBlur: () => void;
  disabled?: boolean;
};

/** An option matches by its shown name or its English one (in Hindi, 'plumb' finds प्लंबर too). */
const byEitherName: OptionsFilter = ({ options, search }) => {
  const typed = search.trim().toLowerCase();
  return (options as ComboboxItem[]).filter(
    (option) => option.label.toLowerCase().includes(typed) || option.value.toLowerCase().includes(typed),
  );
};

/** At most this many categories per member (the shared schema's limit). */
export const MAX_CATEGORIES = 20;

/**
 * Re-rendered only when something it shows changes: the form copies its values on every change,
 * so the list is a new array after a keystroke anywhere.
 */
function sameProps(a: CategoryPickerProps, b: CategoryPickerProps): boolean {
  return (
    a.value.length === b.value.length &&
    a.value.every((name, index) => name === b.value[index]) &&
    a.onChange === b.onChange &&
    a.onBlur === b.onBlur &&
    a.error === b.error &&
    a.disabled === b.disabled
  );
}

const CategoryPicker = memo(function CategoryPicker({ value, onChange, error, onBlur, disabled }: CategoryPickerProps) {
  const { t } = useTranslation('registration');
  const categories = useCategoryNames();
  // Keep already chosen names listed even if the list has not loaded (or one was renamed).
  const names = useMemo(() => {
    const listed = categories.data ?? [];
    const missing = value.filter((name) => !listed.includes(name));
    return missing.length > 0 ? [...missing, ...listed] : listed;
  }, [categories.data, value]);
  const data = useCategoryOptions(names);

  const loadError = categories.isError ? t('category.loadError') : undefined;

  return (
    <MultiSelect
      label={t('category.label')}
      placeholder={value.length === 0 ? t('category.placeholder') : undefined}
      data={data}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      // Where the form looks for the input to focus on an error (as getInputProps marks its inputs).
      data-path="businessCategory"
      error={error ?? loadError}
      searchable
      filter={byEitherName}
      clearable
      hidePickedOptions
      maxValues={MAX_CATEGORIES}
      nothingFoundMessage={categories.isPending ? t('category.loading') : t('category.nothingFound')}
      disabled={disabled}
      comboboxProps={{ shadow: 'md' }}
      clearButtonProps={{ 'aria-label': t('category.clear') }}
    />
  );
}, sameProps);

/**
 * Business category (docs/product-spec.md §2): a searchable multi-select over the category list
 * (GET /category/getAllCategory), the `businessCategory` of the registration, profile and admin
 * forms.
 */
export function CategoryMultiSelect({
  form,
  disabled,
}: {
  form: AppForm<{ businessCategory: string[] }, unknown>;
  disabled?: boolean;
}) {
  const { setFieldValue, blurField } = form;
  const onChange = useCallback((names: string[]) => setFieldValue('businessCategory', names), [setFieldValue]);
  const onBlur = useCallback(() => blurField('businessCategory'), [blurField]);
  return (
    <CategoryPicker
      value={form.values.businessCategory}
      onChange={onChange}
      onBlur={onBlur}
      error={form.errors.businessCategory}
      disabled={disabled}
    />
  );
}
