import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import {
  formatDay,
  formatPaise,
  paths,
  PRIVACY_POLICY_EFFECTIVE_DATE,
  PRIVACY_POLICY_VERSION,
  privacyPolicyMessages,
  REGISTRATION_FEE_PAISE,
  type PolicyLine,
} from '@sevak/shared';
import { Link } from 'react-router';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { SectionCard } from '../../../components/section';
import { usePageTitle } from '../../../lib/page-title';
import { usePublicConfig } from '../../../lib/public-config';
import { ContactCard } from '../../../components/contact-card';
import { GrievanceCard } from '../../../components/grievance-card';

const FEE = formatPaise(REGISTRATION_FEE_PAISE);

/** The policy's sections (@sevak/shared policy.ts), in the member's language, with this server's retention days. */
function PolicySections() {
  const { t } = useTranslation('info');
  const retentionDays = usePublicConfig().privacy.documentRetentionDays;
  const words = (line: PolicyLine) => translateText(typeof line === 'string' ? line : line(retentionDays));
  return Object.entries(privacyPolicyMessages.sections).map(([id, section]) => (
    <SectionCard key={id} id={id} title={translateText(section.title)}>
      <List spacing="xs">
        {section.lines.map((line: PolicyLine, i) => (
          <List.Item key={i}>{words(line)}</List.Item>
        ))}
      </List>
      {id === 'your-rights' ? (
        <Anchor component={Link} to={paths.support} mt="sm" display="inline-block">
          {t('privacy.dataRequestLink')}
        </Anchor>
      ) : null}
    </SectionCard>
  ));
}

/**
 * /privacyPolicy (docs/product-spec.md §2 'Privacy policy / terms'): the privacy policy as Sevak
 * really works (policy.ts: what is collected, why, how long, processors, security, rights), its
 * version and effective date, the Grievance officer; then the terms of service, prohibited uses,
 * liability, refunds (one day to ask, one day to answer) and governing law.
 */
export function PrivacyPage() {
  const { t } = useTranslation('info');
  usePageTitle(t('privacy.pageTitle'));
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Stack gap={4}>
        <Title order={1}>{t('privacy.title')}</Title>
        <Text fw={600}>
          {translateText(
            privacyPolicyMessages.versionLine(PRIVACY_POLICY_VERSION, formatDay(PRIVACY_POLICY_EFFECTIVE_DATE)),
          )}
        </Text>
        <Text c="dimmed">{t('privacy.intro')}</Text>
        <Text>{translateText(privacyPolicyMessages.intro)}</Text>
      </Stack>
      <PolicySections />
      <GrievanceCard />
      <SectionCard id="terms" title={t('privacy.terms.title')}>
        <Text>{t('privacy.terms.body', { fee: FEE })}</Text>
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
