import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { PwaUpdate } from './pwa-update';

/** A registration whose worker reports a new version when the test says so. */
function fakeRegistration() {
  let offer: ((activate: () => void) => void) | null = null;
  const activate = vi.fn();
  return {
    register: vi.fn((onUpdate: (activate: () => void) => void) => {
      offer = onUpdate;
    }),
    activate,
    newVersion: () => act(() => offer?.(activate)),
  };
}

function show(register: ReturnType<typeof fakeRegistration>['register']) {
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <PwaUpdate register={register} />
    </AppProviders>,
  );
}

describe('a new version deployed', () => {
  it('registers the worker once, and says nothing while the running version is the newest', () => {
    const worker = fakeRegistration();
    show(worker.register);
    expect(worker.register).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks before switching: Reload switches to it, Later puts it off', async () => {
    const worker = fakeRegistration();
    show(worker.register);
    worker.newVersion();
    expect(screen.getByRole('status').textContent).toContain('A new version of Sevak is ready.');
    expect(worker.activate).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.activate).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
