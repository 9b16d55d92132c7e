// @vitest-environment happy-dom
import { adminMessageReportPageSchema, paths } from '@sevak/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture, jsonResponse, makeAdmin } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const message = (n: number, from: 'seeker' | 'provider', text: string, photo = false) => ({
  _id: `91000000-0000-4000-8000-00000000000${n}`,
  from,
  mine: false,
  text,
  createdAt: `2026-03-04T1${n}:00:00Z`,
  readAt: null,
  clientId: '',
  photo: photo
    ? {
        url: `/api/messages/91000000-0000-4000-8000-00000000000${n}/photo`,
        thumbUrl: `/api/messages/91000000-0000-4000-8000-00000000000${n}/photo?size=thumb`,
        width: 800,
        height: 600,
      }
    : null,
});

describe('admin reported messages', () => {
  it('shows each report with its reason, who wrote it and the messages around it, the reported one marked', async () => {
    const asked: string[] = [];
    renderApp(paths.admin.messageReports, {
      user: makeAdmin(),
      onFetch: (path) => {
        asked.push(path);
        return jsonResponse(
          fixture(adminMessageReportPageSchema, {
            reports: [
              {
                _id: '92000000-0000-4000-8000-000000000001',
                reason: 'Abusive words',
                createdAt: '2026-03-04T18:30:00Z',
                reporter: { _id: '00000000-0000-4000-8000-000000000902', name: 'Suresh Gowda' },
                sender: { _id: '00000000-0000-4000-8000-000000000901', name: 'Asha Rao' },
                workRequestId: '90000000-0000-4000-8000-000000000001',
                messageId: message(2, 'seeker', '')._id,
                context: [
                  message(1, 'provider', 'Which floor?'),
                  message(2, 'seeker', 'Something rude', true),
                  message(3, 'provider', 'Please be polite.'),
                ],
              },
            ],
            nextCursor: null,
          }),
        );
      },
    });
    expect(await screen.findByRole('heading', { name: 'Reported Messages', level: 1 })).toBeTruthy();
    const report = await screen.findByRole('article', { name: /^Reported by Suresh Gowda/ });
    expect(within(report).getByText('Abusive words')).toBeTruthy();
    expect(within(report).getByText('Asha Rao')).toBeTruthy();
    const context = within(report).getByRole('list', { name: 'The conversation around it' });
    const items = within(context).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label')?.endsWith(', reported'))).toEqual([false, true, false]);
    expect(within(items[1]!).getByRole('img', { name: 'Photo from Customer' }).getAttribute('src')).toBe(
      '/api/messages/91000000-0000-4000-8000-000000000002/photo?size=thumb',
    );
    expect(asked).toContain('/api/admin/message-reports');
  });
});
