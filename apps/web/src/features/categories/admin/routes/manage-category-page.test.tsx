// @vitest-environment happy-dom
import { adminCategoryListSchema, adminMessages, categoryAnswerSchema, paths } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, errorResponse, fixture, jsonResponse, makeAdmin } from '../../../../test/fixtures';
import { callsTo, renderApp } from '../../../../test/render-app';

const PROVIDERS: Record<string, number> = { Beautician: 0, Carpenter: 3, Electrician: 1, Plumber: 12, Tailor: 0 };
const { categories: LIST } = fixture(adminCategoryListSchema, {
  categories: CATEGORIES.categories.map((c) => ({
    ...c,
    providers: PROVIDERS[c.categoryName]!,
    tax: {
      sacCode: c.categoryName === 'Tailor' ? '9988' : '9987',
      gstRatePercent: 18,
      operatorPaysTax: c.categoryName === 'Plumber',
    },
  })),
});
const byName = (name: string) => LIST.find((c) => c.categoryName === name)!;

type Handler = (path: string, init: RequestInit | undefined) => Response | undefined;

function renderCategories(handle: Handler = () => undefined, list = () => LIST) {
  return renderApp(paths.admin.manageCategory, {
    user: makeAdmin(),
    onFetch: (path, init) => {
      const answer = handle(path, init);
      if (answer) return answer;
      if (path === '/api/admin/categories') return jsonResponse({ categories: list() });
      throw new Error(`Unexpected fetch ${init?.method} ${path}`);
    },
  });
}

const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call![1] as RequestInit).body));

const categoryNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('manage category', () => {
  it('lists categories with providers, and the search filters rows', async () => {
    const { user } = renderCategories();
    expect(await screen.findByRole('heading', { name: 'Manage Category', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Category', 'Providers', 'SAC · GST', 'Actions']);
    expect(
      within(rows[4]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Plumber', '12', '9987 · 18% · s.9(5)', 'Rename PlumberTax settings of PlumberDelete Plumber']);
    expect(categoryNames()).toHaveLength(5);

    await user.type(screen.getByLabelText('Search categories'), ' TRIC');
    expect(categoryNames()).toEqual(['Electrician']);
    await user.clear(screen.getByLabelText('Search categories'));
    await user.type(screen.getByLabelText('Search categories'), 'zz');
    expect(screen.getByText('No category matches this search.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('Tax settings: the SAC code, GST rate and s.9(5) flag, checked before they are sent', async () => {
    const { user, fetchMock } = renderCategories((path, init) =>
      path === `/api/admin/categories/${byName('Tailor')._id}/tax` && init?.method === 'PUT'
        ? jsonResponse({
            message: adminMessages.categoryTaxSaved,
            tax: { sacCode: '998821', gstRatePercent: 5, operatorPaysTax: true },
          })
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Tax settings of Tailor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tax settings of Tailor' });
    const sac = within(dialog).getByLabelText('SAC code');
    expect((sac as HTMLInputElement).value).toBe('9988');
    await user.clear(sac);
    await user.type(sac, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(adminMessages.sacInvalid)).toBeTruthy();
    const taxUrl = `/api/admin/categories/${byName('Tailor')._id}/tax`;
    expect(callsTo(fetchMock, 'PUT', taxUrl)).toHaveLength(0);

    await user.clear(sac);
    await user.type(sac, '998821');
    const rate = within(dialog).getByLabelText('GST rate (%)');
    await user.clear(rate);
    await user.type(rate, '5');
    await user.click(within(dialog).getByLabelText(/Sevak pays the GST/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', taxUrl)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PUT', taxUrl)[0])).toEqual({
      sacCode: '998821',
      gstRatePercent: 5,
      operatorPaysTax: true,
    });
    expect(await screen.findByText(adminMessages.categoryTaxSaved)).toBeTruthy();
  });

  it('Add category posts the name, toasts, clears the input and refreshes the lists', async () => {
    const { user, fetchMock, queryClient } = renderCategories((path, init) =>
      path === '/api/category/create' && init?.method === 'POST'
        ? jsonResponse(
            fixture(categoryAnswerSchema, {
              message: adminMessages.categoryCreated,
              category: { _id: LIST[0]!._id, categoryName: 'Painter', hindiName: null },
            }),
            201,
          )
        : undefined,
    );
    await screen.findByRole('table');
    queryClient.setQueryData(['categories'], CATEGORIES);
    const input = screen.getByLabelText('New category') as HTMLInputElement;

    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText(adminMessages.categoryNameRequired)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/category/create')).toHaveLength(0);

    await user.type(input, '  Painter ');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText(adminMessages.categoryCreated)).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/category/create')[0])).toEqual({ categoryName: 'Painter' });
    expect(input.value).toBe('');
    expect(screen.queryByText(adminMessages.categoryNameRequired)).toBeNull();
    // The pickers' public list (CategoryMultiSelect) is stale now, as is the admin list.
    expect(queryClient.getQueryState(['categories'])?.isInvalidated).toBe(true);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/categories').length).toBeGreaterThan(1));
  });

  it('shows a 409 under the input', async () => {
    const { user } = renderCategories((path, init) =>
      path === '/api/category/create' && init?.method === 'POST'
        ? errorResponse('CATEGORY_EXISTS', {
            message: adminMessages.categoryExists,
            errors: [{ path: 'categoryName', msg: 'Plumber already exists.', code: 'CATEGORY_EXISTS' }],
          })
        : undefined,
    );
    await screen.findByRole('table');
    const input = screen.getByLabelText('New category');
    await user.type(input, 'plumber');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const error = await screen.findByText('Plumber already exists.');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((input as HTMLInputElement).value).toBe('plumber');
  });

  it('Rename puts the new name, with errors under the input', async () => {
    const plumber = byName('Plumber');
    let attempt = 0;
    const { user, fetchMock } = renderCategories((path, init) => {
      if (path !== `/api/category/update/${plumber._id}` || init?.method !== 'PUT') return undefined;
      attempt += 1;
      return attempt === 1
        ? errorResponse('CATEGORY_EXISTS', {
            message: adminMessages.categoryExists,
            errors: [{ path: 'categoryName', msg: adminMessages.categoryExists, code: 'CATEGORY_EXISTS' }],
          })
        : jsonResponse(
            fixture(categoryAnswerSchema, {
              message: adminMessages.categoryRenamed,
              category: { _id: plumber._id, categoryName: 'Plumbers', hindiName: plumber.hindiName },
            }),
          );
    });
    await user.click(await screen.findByRole('button', { name: 'Rename Plumber' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Plumber' });
    const input = within(dialog).getByLabelText('Category name') as HTMLInputElement;
    expect(input.value).toBe('Plumber');

    await user.clear(input);
    await user.type(input, 'Tailor');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(adminMessages.categoryExists)).toBeTruthy();

    await user.clear(input);
    await user.type(input, 'Plumbers');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(adminMessages.categoryRenamed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const puts = callsTo(fetchMock, 'PUT', `/api/category/update/${plumber._id}`);
    expect(puts.map(bodyOf)).toEqual([{ categoryName: 'Tailor' }, { categoryName: 'Plumbers' }]);
  });

  it('Cancel closes the rename dialog without a request', async () => {
    const { user, fetchMock } = renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Rename Tailor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Tailor' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('deletes an unused category after Yes', async () => {
    const tailor = byName('Tailor');
    let deleted = false;
    const { user, fetchMock } = renderCategories(
      (path, init) => {
        if (path !== `/api/category/delete/${tailor._id}` || init?.method !== 'DELETE') return undefined;
        deleted = true;
        return jsonResponse({ message: adminMessages.categoryDeleted });
      },
      () => (deleted ? LIST.filter((c) => c !== tailor) : LIST),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Tailor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Tailor' });
    expect(within(dialog).getByText('Delete Tailor?')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Replacement category')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(adminMessages.categoryDeleted)).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'DELETE', `/api/category/delete/${tailor._id}`)[0])).toEqual({});
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(categoryNames()).not.toContain('Tailor'));
  });

  it('a category in use needs a replacement, sent as replacementId', async () => {
    const plumber = byName('Plumber');
    const electrician = byName('Electrician');
    const { user, fetchMock } = renderCategories((path, init) =>
      path === `/api/category/delete/${plumber._id}` && init?.method === 'DELETE'
        ? jsonResponse({ message: adminMessages.categoryDeleted })
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Plumber' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Plumber' });
    expect(within(dialog).getByText('12 providers use Plumber. Move them to:')).toBeTruthy();
    const move = within(dialog).getByRole('button', { name: 'Move and delete' }) as HTMLButtonElement;
    expect(move.disabled).toBe(true);

    await user.click(within(dialog).getByLabelText('Replacement category'));
    const options = (await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent);
    expect(options).toEqual(['Beautician', 'Carpenter', 'Electrician', 'Tailor']);
    await user.click(screen.getByRole('option', { name: 'Electrician', hidden: true }));
    await waitFor(() => expect(move.disabled).toBe(false));
    await user.click(move);

    expect(await screen.findByText(adminMessages.categoryDeleted)).toBeTruthy();
    const calls = callsTo(fetchMock, 'DELETE', `/api/category/delete/${plumber._id}`);
    expect(calls.map(bodyOf)).toEqual([{ replacementId: electrician._id }]);
  });

  it('toasts the server refusal and asks for a replacement once the list says so', async () => {
    const tailor = byName('Tailor');
    let refused = false;
    const { user } = renderCategories(
      (path, init) => {
        if (init?.method !== 'DELETE') return undefined;
        refused = true;
        return errorResponse('CATEGORY_IN_USE', { message: adminMessages.categoryInUse(2) });
      },
      () => (refused ? LIST.map((c) => (c === tailor ? { ...c, providers: 2 } : c)) : LIST),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Tailor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Tailor' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(adminMessages.categoryInUse(2))).toBeTruthy();
    expect(await within(dialog).findByText('2 providers use Tailor. Move them to:')).toBeTruthy();
    expect(within(dialog).getByLabelText('Replacement category')).toBeTruthy();
  });
});
