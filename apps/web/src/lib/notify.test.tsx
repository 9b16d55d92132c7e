// @vitest-environment happy-dom
import { paths } from '@sevak/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { notifyInfo, notifySuccess } from './notify';

describe('toasts', () => {
  it('the same words while on screen show once: a page’s own success and the live notification of it', async () => {
    renderApp(paths.aboutUs);
    await screen.findByRole('heading', { level: 1 });
    const paid = 'Payment successful! Your registration fee of ₹121 is paid.';
    act(() => {
      notifySuccess(paid);
      notifyInfo(paid, { title: 'Registration fee paid' });
      notifySuccess('Something else');
    });
    await waitFor(() => expect(screen.getAllByText(paid)).toHaveLength(1));
    expect(screen.getByText('Something else')).toBeTruthy();
  });

  it('name their close button', async () => {
    renderApp(paths.aboutUs);
    await screen.findByRole('heading', { level: 1 });
    act(() => notifySuccess('Saved'));
    expect(await screen.findByRole('button', { name: 'Close notification' })).toBeTruthy();
  });
});
