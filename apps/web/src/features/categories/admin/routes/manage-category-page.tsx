import {
  Button,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { categoryNameSchema, deleteCategorySchema, type AdminCategory } from '@sevak/shared';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert';
import { SectionCard } from '../../../components/section';
import { errorMessage } from '../../../lib/api';
import { showErrors, showServerErrors, useAppForm } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useAdminCategories, useCreateCategory, useDeleteCategory, useRenameCategory } from '../api/back-office';
import { formatCount } from '../dashboard/stat-cards';

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
 * Delete a category. One nobody offers goes at once (Yes/No); one in use needs a replacement
 * for its providers first ('Move and delete').
 */
function DeleteForm({ category, categories, onClose }: DialogProps & { categories: AdminCategory[] }) {
  const remove = useDeleteCategory();
  const form = useAppForm({ schema: replacementSchema, initialValues: { replacementId: null } });
  const others = useMemo(
    () => categories.filter((c) => c._id !== category._id).map((c) => ({ value: c._id, label: c.categoryName })),
    [categories, category._id],
  );
  const inUse = category.providers > 0;

  // Yes and 'Move and delete' are plain buttons (no <form> in the dialog), so no event.
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
  const confirm = () => send();

  if (!inUse) {
    return (
      <>
        <Text>Delete {category.categoryName}?</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            No
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            Yes
          </Button>
        </Group>
      </>
    );
  }

  return (
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
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending} disabled={!form.values.replacementId}>
          Move and delete
        </Button>
      </Group>
    </>
  );
}

type Dialog = { kind: 'rename' | 'delete'; category: AdminCategory; opened: boolean };

function CategoryTable({ categories, onOpen }: { categories: AdminCategory[]; onOpen: (dialog: Dialog) => void }) {
  return (
    <Table.ScrollContainer minWidth={360} type="native" tabIndex={0} role="region" aria-label="Categories">
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Category</Table.Th>
            <Table.Th ta="right">Providers</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((category) => (
            <Table.Tr key={category._id}>
              <Table.Td>{category.categoryName}</Table.Td>
              <Table.Td ta="right">{formatCount(category.providers)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    variant="default"
                    size="xs"
                    onClick={() => onOpen({ kind: 'rename', category, opened: true })}
                  >
                    Rename<VisuallyHidden> {category.categoryName}</VisuallyHidden>
                  </Button>
                  <Button
                    variant="light"
                    color="red"
                    size="xs"
                    onClick={() => onOpen({ kind: 'delete', category, opened: true })}
                  >
                    Delete<VisuallyHidden> {category.categoryName}</VisuallyHidden>
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
  } else list = <CategoryTable categories={shown} onOpen={setDialog} />;

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
        opened={Boolean(dialog?.opened)}
        onClose={close}
        title={target && `${dialog.kind === 'rename' ? 'Rename' : 'Delete'} ${target.categoryName}`}
        centered
        size="sm"
      >
        {target && dialog.kind === 'rename' && <RenameForm key={target._id} category={target} onClose={close} />}
        {target && dialog.kind === 'delete' && (
          <DeleteForm key={target._id} category={target} categories={all} onClose={close} />
        )}
      </Modal>
    </Stack>
  );
}
