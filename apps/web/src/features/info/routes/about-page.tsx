import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { formatPaise, paths, REGISTRATION_FEE_PAISE } from '@sevak/shared';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section';
import { usePageTitle } from '../../../lib/page-title';
import { ContactCard } from '../../../components/contact-card';

const FEE = formatPaise(REGISTRATION_FEE_PAISE);

/** /aboutus (spec §2 public pages; issue 7): who we are, how verification works, the fee, contact. */
export function AboutPage() {
  usePageTitle('About Us');
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Stack gap={4}>
        <Title order={1}>About Sevak</Title>
        <Text c="dimmed">A marketplace for everyday services in India, where every member is a verified person.</Text>
      </Stack>
      <SectionCard id="who-we-are" title="Who we are">
        <Text>
          Sevak connects people who need a service — repairs, beauty, tailoring, teaching and 146 kinds of work in all —
          with providers near them. We are a small team in India building a place where you can hire someone you have
          never met and still know who they are.
        </Text>
      </SectionCard>
      <SectionCard id="verification" title="How verification works">
        <List spacing="xs">
          <List.Item>Every member registers with their name, phone, email and address.</List.Item>
          <List.Item>
            They upload both sides of their Aadhaar card and a selfie. These documents are encrypted and only our admins
            can see them.
          </List.Item>
          <List.Item>They pay a one-time registration fee of {FEE}.</List.Item>
          <List.Item>
            An admin checks the documents and approves the account. Only then can the member use the marketplace.
          </List.Item>
        </List>
      </SectionCard>
      <SectionCard id="fee" title={`Why ${FEE}?`}>
        <Text>
          The one-time fee of {FEE} keeps out fake accounts and pays for checking every member by hand. There is no
          monthly charge. See the{' '}
          <Anchor component={Link} to={paths.privacyPolicy}>
            Privacy Policy and terms
          </Anchor>{' '}
          for refunds.
        </Text>
      </SectionCard>
      <ContactCard />
    </Stack>
  );
}
