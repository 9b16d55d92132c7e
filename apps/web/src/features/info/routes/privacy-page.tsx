import { List, Stack, Text, Title } from '@mantine/core';
import { formatPaise, REGISTRATION_FEE_PAISE } from '@sevak/shared';
import { SectionCard } from '../../../components/section';
import { usePageTitle } from '../../../lib/page-title';
import { ContactCard } from '../../../components/contact-card';

const FEE = formatPaise(REGISTRATION_FEE_PAISE);

/**
 * /privacyPolicy (spec §2 'Privacy policy / terms'): terms of service, consent, how we keep your
 * data, prohibited uses, liability, refunds (one day to ask, one day to answer), governing law.
 */
export function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Stack gap={4}>
        <Title order={1}>Privacy Policy and Terms</Title>
        <Text c="dimmed">Please read these terms before you register. Registering means you accept them.</Text>
      </Stack>
      <SectionCard id="terms" title="Terms of service">
        <Text>
          Sevak is a platform that introduces people who need a service to verified providers. The work itself is agreed
          between the two members. Every member pays a one-time registration fee of {FEE}, which keeps our services
          affordable, and is approved by an admin after an identity check.
        </Text>
      </SectionCard>
      <SectionCard id="consent" title="Your consent">
        <Text>
          By registering you agree that we collect and use the details you give us (name, phone, email, address,
          business details, Aadhaar card images and a selfie) to verify who you are, to run the marketplace and to
          contact you about your account.
        </Text>
      </SectionCard>
      <SectionCard id="your-data" title="How we keep your data">
        <List spacing="xs">
          <List.Item>
            Identity documents are encrypted and are never public: only you and our admins can open them.
          </List.Item>
          <List.Item>
            Your Aadhaar number is stored encrypted and is shown masked (XXXX XXXX 1234) everywhere else.
          </List.Item>
          <List.Item>
            We do not sell your data. Payments are handled by our payment provider; we never see your card or bank
            details.
          </List.Item>
          <List.Item>
            When your account is deleted, your personal details and documents are erased; payment records are kept as
            the law requires.
          </List.Item>
        </List>
      </SectionCard>
      <SectionCard id="prohibited" title="Prohibited uses">
        <List spacing="xs">
          <List.Item>Registering with someone else&apos;s identity or documents.</List.Item>
          <List.Item>Offering illegal services, or harassing or cheating other members.</List.Item>
          <List.Item>Collecting other members&apos; details for spam or resale.</List.Item>
          <List.Item>Trying to break into, overload or copy the platform.</List.Item>
        </List>
        <Text mt="sm">Accounts that break these rules are removed.</Text>
      </SectionCard>
      <SectionCard id="liability" title="Liability">
        <Text>
          We verify members&apos; identities, but we do not employ providers and cannot guarantee their work. Our
          liability for any claim is limited to the fees you paid to Sevak.
        </Text>
      </SectionCard>
      <SectionCard id="refunds" title="Refund policy">
        <List spacing="xs">
          <List.Item>A refund applies only if a service was not delivered as promised.</List.Item>
          <List.Item>Ask for it within one day, through Customer Care.</List.Item>
          <List.Item>Our team replies within one day.</List.Item>
        </List>
      </SectionCard>
      <SectionCard id="law" title="Governing law">
        <Text>These terms are governed by the laws of India, and the courts of India have jurisdiction.</Text>
      </SectionCard>
      <ContactCard />
    </Stack>
  );
}
