import { MultiSelect } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useCategoryNames } from '../../lib/categories';

type CategoryMultiSelectProps = {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  onBlur?: () => void;
  label?: string;
  description?: string;
  disabled?: boolean;
};

/** At most this many categories per member (the shared schema's limit). */
export const MAX_CATEGORIES = 20;

/**
 * Business category (spec §2): a searchable multi-select over the category list
 * (GET /category/getAllCategory). Prop-driven for the registration, profile and admin forms.
 */
export const CategoryMultiSelect = memo(function CategoryMultiSelect({
  value,
  onChange,
  error,
  onBlur,
  label = 'Business category',
  description,
  disabled,
}: CategoryMultiSelectProps) {
  const categories = useCategoryNames();
  // Keep already chosen names listed even if the list has not loaded (or one was renamed).
  const data = useMemo(() => {
    const names = categories.data ?? [];
    const missing = value.filter((name) => !names.includes(name));
    return missing.length > 0 ? [...missing, ...names] : names;
  }, [categories.data, value]);

  const loadError = categories.isError ? 'Could not load the categories. Please try again later.' : undefined;

  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={value.length === 0 ? 'Search and pick categories' : undefined}
      data={data}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error ?? loadError}
      searchable
      clearable
      hidePickedOptions
      maxValues={MAX_CATEGORIES}
      nothingFoundMessage={categories.isPending ? 'Loading categories…' : 'No category found'}
      disabled={disabled}
      comboboxProps={{ shadow: 'md' }}
      clearButtonProps={{ 'aria-label': 'Clear business categories' }}
    />
  );
});
