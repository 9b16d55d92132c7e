import { Anchor, Stack, Text, Title } from '@mantine/core';
import { paths } from '@sevak/shared';
import { useTranslation } from '../i18n/i18n';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Stack gap="sm" py="xl" align="flex-start">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.body')}</Text>
      <Anchor component={Link} to={paths.home}>
        {t('actions.goHome')}
      </Anchor>
    </Stack>
  );
}
