import {
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { categoryNameSchema, categoryTaxSchema, deleteCategorySchema, type AdminCategory } from '@sevak/shared';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { ErrorAlert } from '../../../../components/error-alert';
import { RecordList, type RecordColumn } from '../../../../components/record-list';
import { SectionCard } from '../../../../components/section';
import { errorMessage } from '../../../../lib/api';
import { showErrors, showServerErrors, useAppForm } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { usePageTitle } from '../../../../lib/page-title';
import {
  useAdminCategories,
  useCreateCategory,
  useDeleteCategory,
  useRenameCategory,
  useSetCategoryTax,
} from '../api/categories';
import { formatCount } from '../../../../lib/format-count';

/** The replacement a category in use needs (the button waits for it); shared rule, as a Select holds it. */
const replacementSchema = z.object({ replacementId: deleteCategorySchema.shape.replacementId.unwrap().nullable() });

/** Mount a Select's list only while it is open (one element per label for getByLabel). */
const COMBOBOX_PROPS = { keepMounted: false } as const;

/**
 * A category name form (new or rename): the shared schema first, then the server; errors under
 * the input, a refusal without a field error too (it is about the name).
 */
function useCategoryNameForm(initial: string) {
  const form = useAppForm({ schema: categoryNameSchema, initialValues: { categoryName: initial } });
  const showError = (error: unknown) => {
    if (!showServerErrors(form, error)) showErrors(form, { categoryName: errorMessage(error) });
  };
  return { form, showError };
}

function NewCategoryForm() {
  const create = useCreateCategory();
  const { form, showError } = useCategoryNameForm('');

  const submit = form.onSubmit(({ categoryName }) =>
    create.mutate(categoryName, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        form.reset();
      },
      onError: showError,
    }),
  );

  return (
    <SectionCard id="new-category" title="Add a category">
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label="New category"
            maxLength={60}
            autoComplete="off"
            style={{ flex: '1 1 240px' }}
            {...form.getInputProps('categoryName')}
          />
          <Button type="submit" loading={create.isPending} mt={{ base: 0, xs: 25 }}>
            Add category
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}

type DialogProps = { category: AdminCategory; onClose: () => void };

function RenameForm({ category, onClose }: DialogProps) {
  const rename = useRenameCategory();
  const { form, showError } = useCategoryNameForm(category.categoryName);

  const submit = form.onSubmit(({ categoryName }) => {
    if (categoryName === category.categoryName) return onClose();
    rename.mutate(
      { id: category._id, categoryName },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onClose();
        },
        onError: showError,
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label="Category name"
        maxLength={60}
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('categoryName')}
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={rename.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={rename.isPending}>
          Save
        </Button>
      </Group>
    </form>
  );
}

/**
 * A category's tax settings (docs/decisions/041): the SAC code on its invoices, the GST rate inside
 * its prices, and whether Sevak pays the GST itself for unregistered providers (CGST Act s.9(5)).
 */
function TaxForm({ category, onClose }: DialogProps) {
  const save = useSetCategoryTax();
  const form = useAppForm({ schema: categoryTaxSchema, initialValues: category.tax });
  const submit = form.onSubmit((tax) =>
    save.mutate(
      { id: category._id, tax },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onClose();
        },
        onError: (error) => {
          if (!showServerErrors(form, error)) notifyError(errorMessage(error));
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="SAC code"
          description="4 or 6 digits starting with 99"
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('sacCode')}
        />
        <NumberInput
          label="GST rate (%)"
          min={0}
          max={40}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('gstRatePercent')}
        />
        <Checkbox
          label="Sevak pays the GST for providers not registered for GST (CGST Act s.9(5))"
          {...form.getInputProps('operatorPaysTax', { type: 'checkbox' })}
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </Group>
    </form>
  );
}

/** How a category's tax settings read in the table: '9987 · 18% · s.9(5)'. */
const taxSummary = ({ tax }: AdminCategory) =>
  [tax.sacCode, `${tax.gstRatePercent}%`, tax.operatorPaysTax ? 's.9(5)' : null].filter(Boolean).join(' · ');

/**
 * Delete a category, behind the one confirmation dialog. One nobody offers goes at once (Yes/No);
 * one in use needs a replacement for its providers first ('Move and delete').
 */
function DeleteCategoryDialog({
  category,
  categories,
  opened,
  onClose,
}: DialogProps & { categories: AdminCategory[]; opened: boolean }) {
  const remove = useDeleteCategory();
  const form = useAppForm({ schema: replacementSchema, initialValues: { replacementId: null } });
  const others = useMemo(
    () => categories.filter((c) => c._id !== category._id).map((c) => ({ value: c._id, label: c.categoryName })),
    [categories, category._id],
  );
  const inUse = category.providers > 0;

  // Yes and 'Move and delete' are the dialog's buttons (no <form> in it), so no event.
  const send = form.onSubmit(({ replacementId }) =>
    remove.mutate(
      { id: category._id, replacementId: inUse ? (replacementId ?? undefined) : undefined },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onClose();
        },
        // E.g. a member picked the category since the list loaded: the list is fetched again
        // (after errors too), and this dialog then asks for a replacement.
        onError: (error) => notifyError(errorMessage(error)),
      },
    ),
  );

  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={`Delete ${category.categoryName}`}
      onConfirm={() => send()}
      busy={remove.isPending}
      {...(inUse
        ? { confirmLabel: 'Move and delete', cancelLabel: 'Cancel', confirmDisabled: !form.values.replacementId }
        : {})}
    >
      {inUse ? (
        <>
          <Text>
            {formatCount(category.providers)} {category.providers === 1 ? 'provider uses' : 'providers use'}{' '}
            {category.categoryName}. Move them to:
          </Text>
          <Select
            mt="sm"
            label="Replacement category"
            placeholder="Choose a category"
            data={others}
            {...form.getInputProps('replacementId')}
            searchable
            nothingFoundMessage="No category has this name"
            maxDropdownHeight={240}
            comboboxProps={COMBOBOX_PROPS}
          />
        </>
      ) : (
        <Text>Delete {category.categoryName}?</Text>
      )}
    </ConfirmDialog>
  );
}

/** A dialog about a category; `opening` counts the openings, so each starts afresh. */
type Dialog = { kind: 'rename' | 'tax' | 'delete'; category: AdminCategory; opened: boolean; opening: number };
type OpenDialog = (kind: Dialog['kind'], category: AdminCategory) => void;

function CategoryTable({ categories, onOpen }: { categories: AdminCategory[]; onOpen: OpenDialog }) {
  const columns: RecordColumn<AdminCategory>[] = [
    { header: 'Category', cell: (category) => category.categoryName },
    { header: 'Providers', cell: (category) => formatCount(category.providers), numeric: true },
    { header: 'SAC · GST', cell: taxSummary },
    {
      header: 'Actions',
      cell: (category) => (
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" size="xs" onClick={() => onOpen('rename', category)}>
            Rename<VisuallyHidden> {category.categoryName}</VisuallyHidden>
          </Button>
          <Button variant="default" size="xs" onClick={() => onOpen('tax', category)}>
            Tax<VisuallyHidden> settings of {category.categoryName}</VisuallyHidden>
          </Button>
          <Button variant="light" color="red" size="xs" onClick={() => onOpen('delete', category)}>
            Delete<VisuallyHidden> {category.categoryName}</VisuallyHidden>
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <RecordList
      records={categories}
      rowKey={(category) => category._id}
      columns={columns}
      label="Categories"
      phone="table"
      minWidth={360}
      highlightOnHover
    />
  );
}

/** Case- and space-insensitive "contains". */
function matches(category: AdminCategory, query: string): boolean {
  return category.categoryName.toLowerCase().includes(query.trim().toLowerCase());
}

/** /admin/manageCategory: the categories members offer; add, rename, delete (moving providers). */
export function ManageCategoryPage() {
  usePageTitle('Manage Category');
  const categories = useAdminCategories();
  const [query, setQuery] = useState('');
  // The dialog keeps its category while it closes (Mantine animates the close).
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog((current) => current && { ...current, opened: false });
  const open: OpenDialog = (kind, category) =>
    setDialog((current) => ({ kind, category, opened: true, opening: (current?.opening ?? 0) + 1 }));

  const all = categories.data ?? [];
  const shown = query.trim() ? all.filter((category) => matches(category, query)) : all;
  // The freshest copy of the category (its providers may have changed since the dialog opened);
  // the one clicked once it is gone from the list (deleted), until the dialog closes.
  const target = dialog && (all.find((category) => category._id === dialog.category._id) ?? dialog.category);

  let list;
  if (categories.isPending) list = <Loader size="sm" aria-label="Loading categories" />;
  else if (categories.isError) {
    list = <ErrorAlert title="Categories could not be loaded">{errorMessage(categories.error)}</ErrorAlert>;
  } else if (shown.length === 0) {
    list = <Text c="dimmed">{query.trim() ? 'No category matches this search.' : 'There are no categories yet.'}</Text>;
  } else list = <CategoryTable categories={shown} onOpen={open} />;

  return (
    <Stack gap="lg">
      <Title order={1}>Manage Category</Title>
      <NewCategoryForm />
      <SectionCard id="categories" title="Categories">
        <Stack gap="md">
          <TextInput
            type="search"
            label="Search categories"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            maw={360}
          />
          {list}
        </Stack>
      </SectionCard>

      <Modal
        opened={dialog?.kind === 'rename' && dialog.opened}
        onClose={close}
        title={target && `Rename ${target.categoryName}`}
        centered
        size="sm"
      >
        {target && dialog.kind === 'rename' && <RenameForm key={target._id} category={target} onClose={close} />}
      </Modal>
      <Modal
        opened={dialog?.kind === 'tax' && dialog.opened}
        onClose={close}
        title={target && `Tax settings of ${target.categoryName}`}
        centered
        size="sm"
      >
        {target && dialog.kind === 'tax' && <TaxForm key={target._id} category={target} onClose={close} />}
      </Modal>
      {target && dialog.kind === 'delete' && (
        <DeleteCategoryDialog
          key={`${target._id}-${dialog.opening}`}
          category={target}
          categories={all}
          opened={dialog.opened}
          onClose={close}
        />
      )}
    </Stack>
  );
}
