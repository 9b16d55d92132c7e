import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { formatPaise, paths, REGISTRATION_FEE_PAISE } from '@sevak/shared';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { SectionCard } from '../../../components/section';
import { usePageTitle } from '../../../lib/page-title';
import { ContactCard } from '../../../components/contact-card';
import { GrievanceCard } from '../../../components/grievance-card';

const FEE = formatPaise(REGISTRATION_FEE_PAISE);

/** A sentence with one `<policyLink>…</policyLink>` in it: the text before, inside and after the link. */
function aroundLink(sentence: string): [before: string, link: string, after: string] {
  const match = /^(.*?)<policyLink>(.*?)<\/policyLink>(.*)$/s.exec(sentence);
  return match ? [match[1] ?? '', match[2] ?? '', match[3] ?? ''] : [sentence, '', ''];
}

/** /aboutus (docs/product-spec.md §2 public pages): who we are, how verification works, the fee, contact, the Grievance officer. */
export function AboutPage() {
  const { t } = useTranslation('info');
  usePageTitle(t('about.pageTitle'));
  const [beforeLink, linkText, afterLink] = aroundLink(t('about.fee.body', { fee: FEE }));
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Stack gap={4}>
        <Title order={1}>{t('about.title')}</Title>
        <Text c="dimmed">{t('about.intro')}</Text>
      </Stack>
      <SectionCard id="who-we-are" title={t('about.whoWeAre.title')}>
        <Text>{t('about.whoWeAre.body')}</Text>
      </SectionCard>
      <SectionCard id="verification" title={t('about.verification.title')}>
        <List spacing="xs">
          <List.Item>{t('about.verification.register')}</List.Item>
          <List.Item>{t('about.verification.documents')}</List.Item>
          <List.Item>{t('about.verification.fee', { fee: FEE })}</List.Item>
          <List.Item>{t('about.verification.approval')}</List.Item>
        </List>
      </SectionCard>
      <SectionCard id="fee" title={t('about.fee.title', { fee: FEE })}>
        <Text>
          {beforeLink}
          {linkText ? (
            <Anchor component={Link} to={paths.privacyPolicy}>
              {linkText}
            </Anchor>
          ) : null}
          {afterLink}
        </Text>
      </SectionCard>
      <ContactCard />
      <GrievanceCard />
    </Stack>
  );
}
