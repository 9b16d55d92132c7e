import { MantineProvider, MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';
import { theme } from './theme';
import { ToastHost } from './toast-host';

type AppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
};

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} env={env}>
      <ToastHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * The names theme.ts gives Mantine's own buttons (a dialog's ×), in the member's language. Inside
 * the start gate, where the words are here. (A toast's × is named by lib/notify.ts.)
 */
export function TranslatedLabels({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const labels = useMemo<MantineThemeOverride>(
    () => ({
      components: { Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('closeButtons.dialog') } } } },
    }),
    [t],
  );
  return <MantineThemeProvider theme={labels}>{children}</MantineThemeProvider>;
}
