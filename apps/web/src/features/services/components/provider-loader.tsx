import { Box, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { paths, workMessages, type ProviderDetail } from '@sevak/shared';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { ApiError, errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useProvider } from '../api/providers';
import { providerIdOf } from '../utils/provider-id';
import { LoadFailed } from '../../../components/load-failed';

/** A missing or unknown provider id: say so and lead back to the services. */
export function ProviderNotFound() {
  const { t } = useTranslation('providers');
  const title = translateText(workMessages.providerNotFound);
  usePageTitle(title);
  return (
    <Stack gap="sm" py="xl" align="flex-start">
      <Title order={1}>{title}</Title>
      <Text>{t('notFound.text')}</Text>
      <Anchor component={Link} to={paths.services}>
        {t('notFound.findOther')}
      </Anchor>
    </Stack>
  );
}

/**
 * The provider of the page's ?id= (GET /services/provider/{id}), handed to `children` once known;
 * meanwhile a loader, and for a bad id or a 404 (or 400) the not-found page.
 */
export function ProviderLoader({ children }: { children: (provider: ProviderDetail) => ReactNode }) {
  const { t } = useTranslation('providers');
  const [search] = useSearchParams();
  const id = providerIdOf(search);
  const provider = useProvider(id);

  if (id === null) return <ProviderNotFound />;
  if (provider.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('loader.loading')} />
      </Group>
    );
  }
  if (provider.isError) {
    const { error } = provider;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <ProviderNotFound />;
    return (
      <Box py="xl">
        <LoadFailed title={t('loader.failed')} message={errorMessage(error)} onRetry={() => void provider.refetch()} />
      </Box>
    );
  }
  return children(provider.data);
}
