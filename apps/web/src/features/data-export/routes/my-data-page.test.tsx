// @vitest-environment happy-dom
import {
  dataExportResponseSchema,
  dataExportStartedSchema,
  formatDateTime,
  paths,
  type DataExport,
} from '@sevak/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixture, jsonResponse, makeUser } from '../../../test/fixtures';
import { callsTo, renderApp } from '../../../test/render-app';

const ID = '00000000-0000-4000-8000-00000000e001';
const exportOf = (overrides: Partial<DataExport>): DataExport => ({
  _id: ID,
  status: 'queued',
  progress: 0,
  requestedAt: '2026-11-28T06:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  downloadable: false,
  sizeBytes: null,
  ...overrides,
});
const latest = (value: DataExport | null) => jsonResponse(fixture(dataExportResponseSchema, { export: value }));
const main = () => within(screen.getByRole('main'));
const page = async () => within(await screen.findByRole('main', undefined, { timeout: 5000 }));

describe('My data (/myData)', () => {
  it('asks for the data, shows the progress while it is built, then the download with its expiry', async () => {
    const answers = [
      latest(null),
      latest(exportOf({ status: 'running', progress: 40 })),
      latest(
        exportOf({
          status: 'ready',
          progress: 100,
          readyAt: '2026-11-28T06:01:00.000Z',
          expiresAt: '2026-11-29T06:01:00.000Z',
          downloadable: true,
          sizeBytes: 1_572_864,
        }),
      ),
    ];
    const { user, fetchMock } = renderApp(paths.myData, {
      user: makeUser(),
      onFetch: (path, init) => {
        if (path === '/api/me/data-export' && init?.method === 'POST') {
          return jsonResponse(
            fixture(dataExportStartedSchema, {
              message: 'We are collecting your data. We will notify you when the file is ready.',
              export: exportOf({}),
            }),
            202,
          );
        }
        if (path === '/api/me/data-export') return answers.length > 1 ? answers.shift()! : answers[0]!.clone();
        throw new Error(`unexpected ${path}`);
      },
    });
    expect(await (await page()).findByRole('heading', { level: 1, name: 'My data' })).toBeTruthy();
    expect(main().getByText(/Your support tickets and our replies/)).toBeTruthy();
    await user.click(await main().findByRole('button', { name: 'Request my data' }));
    expect(callsTo(fetchMock, 'POST', '/api/me/data-export')).toHaveLength(1);
    expect(await main().findByText('Your request is in the queue…')).toBeTruthy();
    // Polled: the progress, then the file.
    expect(await main().findByText('Collecting your data… 40%', undefined, { timeout: 5000 })).toBeTruthy();
    expect(main().getByRole('progressbar', { name: 'Progress of your data file' })).toBeTruthy();
    const link = await main().findByRole('link', { name: 'Download my data' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(`/api/me/data-export/${ID}/download`);
    expect(main().getByText('ZIP, 1.5 MB')).toBeTruthy();
    expect(
      main().getByText(
        `Available until ${formatDateTime('2026-11-29T06:01:00.000Z')} (IST). After that it is deleted.`,
      ),
    ).toBeTruthy();
  }, 15_000);

  it('an expired file: says so and offers to ask again', async () => {
    renderApp(paths.myData, {
      user: makeUser(),
      onFetch: () =>
        latest(
          exportOf({
            status: 'ready',
            progress: 100,
            readyAt: '2026-11-20T06:01:00.000Z',
            expiresAt: '2026-11-21T06:01:00.000Z',
            sizeBytes: 2048,
          }),
        ),
    });
    expect(await (await page()).findByText('Your last file has expired')).toBeTruthy();
    expect(main().queryByRole('link', { name: 'Download my data' })).toBeNull();
    expect(main().getByRole('button', { name: 'Request my data again' })).toBeTruthy();
  });

  it('a failed build: says so; a refusal (3 a day) is shown in words', async () => {
    const { user } = renderApp(paths.myData, {
      user: makeUser(),
      onFetch: (_path, init) =>
        init?.method === 'POST'
          ? errorResponse('DATA_EXPORT_DAILY_LIMIT', {
              message: 'You can ask for your data 3 times in 24 hours. Please try again later.',
            })
          : latest(exportOf({ status: 'failed' })),
    });
    expect(await (await page()).findByText('We could not collect your data. Please try again.')).toBeTruthy();
    await user.click(main().getByRole('button', { name: 'Request my data again' }));
    expect(
      await screen.findByText('You can ask for your data 3 times in 24 hours. Please try again later.'),
    ).toBeTruthy();
  });

  it('is linked from the profile', async () => {
    renderApp(paths.profile, { user: makeUser({ isAdminApproved: true, paymentVerified: true }) });
    const link = await (await page()).findByRole('link', { name: 'Get my data' });
    expect(link.getAttribute('href')).toBe(paths.myData);
  });
});
