import { List, Stack, Text, Title } from '@mantine/core';
import { formatPaise, REGISTRATION_FEE_PAISE } from '@sevak/shared';
import { useTranslation } from '../../../i18n/i18n';
import { SectionCard } from '../../../components/section';
import { usePageTitle } from '../../../lib/page-title';
import { ContactCard } from '../../../components/contact-card';

const FEE = formatPaise(REGISTRATION_FEE_PAISE);

/**
 * /privacyPolicy (spec §2 'Privacy policy / terms'): terms of service, consent, how we keep your
 * data, prohibited uses, liability, refunds (one day to ask, one day to answer), governing law.
 */
export function PrivacyPage() {
  const { t } = useTranslation('info');
  usePageTitle(t('privacy.pageTitle'));
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Stack gap={4}>
        <Title order={1}>{t('privacy.title')}</Title>
        <Text c="dimmed">{t('privacy.intro')}</Text>
      </Stack>
      <SectionCard id="terms" title={t('privacy.terms.title')}>
        <Text>{t('privacy.terms.body', { fee: FEE })}</Text>
      </SectionCard>
      <SectionCard id="consent" title={t('privacy.consent.title')}>
        <Text>{t('privacy.consent.body')}</Text>
      </SectionCard>
      <SectionCard id="your-data" title={t('privacy.yourData.title')}>
        <List spacing="xs">
          <List.Item>{t('privacy.yourData.documents')}</List.Item>
          <List.Item>{t('privacy.yourData.aadhaar')}</List.Item>
          <List.Item>{t('privacy.yourData.payments')}</List.Item>
          <List.Item>{t('privacy.yourData.deletion')}</List.Item>
        </List>
      </SectionCard>
      <SectionCard id="prohibited" title={t('privacy.prohibited.title')}>
        <List spacing="xs">
          <List.Item>{t('privacy.prohibited.identity')}</List.Item>
          <List.Item>{t('privacy.prohibited.illegal')}</List.Item>
          <List.Item>{t('privacy.prohibited.harvesting')}</List.Item>
          <List.Item>{t('privacy.prohibited.attacks')}</List.Item>
        </List>
        <Text mt="sm">{t('privacy.prohibited.removed')}</Text>
      </SectionCard>
      <SectionCard id="liability" title={t('privacy.liability.title')}>
        <Text>{t('privacy.liability.body')}</Text>
      </SectionCard>
      <SectionCard id="refunds" title={t('privacy.refunds.title')}>
        <List spacing="xs">
          <List.Item>{t('privacy.refunds.when')}</List.Item>
          <List.Item>{t('privacy.refunds.ask')}</List.Item>
          <List.Item>{t('privacy.refunds.reply')}</List.Item>
        </List>
      </SectionCard>
      <SectionCard id="law" title={t('privacy.law.title')}>
        <Text>{t('privacy.law.body')}</Text>
      </SectionCard>
      <ContactCard />
    </Stack>
  );
}
