// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslatedLabels } from './providers';
import { theme } from './theme';
import { changeLanguage } from '../i18n/i18n';
import { errorResponse, jsonResponse, PUBLIC_CONFIG } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadFailed } from '../components/load-failed';
import { LoadMore } from '../components/load-more';

const answer = (path: string) =>
  path === '/api/config/public' ? jsonResponse(PUBLIC_CONFIG) : errorResponse('NOT_FOUND', { message: 'Not found' });

function renderPart(part: ReactNode) {
  return render(
    <MantineProvider theme={theme} env="test">
      <TranslatedLabels>{part}</TranslatedLabels>
    </MantineProvider>,
  );
}

function Parts() {
  return (
    <>
      <ConfirmDialog opened onClose={vi.fn()} title="?" onConfirm={vi.fn()}>
        ?
      </ConfirmDialog>
      <LoadFailed message="x" onRetry={vi.fn()} />
      <LoadMore hasNextPage isFetchingNextPage={false} fetchNextPage={() => Promise.resolve()} />
    </>
  );
}

describe('the common words', () => {
  afterEach(() => changeLanguage('en'));

  it('are the spec’s English by default', () => {
    renderPart(<Parts />);
    for (const name of ['Yes', 'No', 'Close dialog', 'Try again', 'Load more']) {
      expect(screen.getByRole('button', { name }), name).toBeTruthy();
    }
  });

  it('read in Hindi', async () => {
    await changeLanguage('hi');
    renderPart(<Parts />);
    for (const name of ['हाँ', 'नहीं', 'डायलॉग बंद करें', 'दोबारा कोशिश करें', 'और देखें']) {
      expect(screen.getByRole('button', { name }), name).toBeTruthy();
    }
  });

  it('a page that does not exist says so in Hindi, tab title included', async () => {
    await changeLanguage('hi');
    renderApp('/no-such-page', { onFetch: answer });
    expect(await screen.findByRole('heading', { name: 'पेज नहीं मिला', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toBeTruthy();
    expect(document.title).toBe('पेज नहीं मिला · सेवक');
  });
});
