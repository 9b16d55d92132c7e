import { Anchor, Avatar, Badge, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, paths, type User } from '@sevak/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PhoneCheck } from '../../../components/phone-check';
import { SectionCard } from '../../../components/section';
import { useCategoryLabel } from '../../../lib/categories';
import { thumbnailUrl } from '../../../lib/files';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { DetailList } from '../components/detail-list';
import { AadhaarPhotos } from '../components/aadhaar-photos';
import { useTranslation } from '../../../i18n/i18n';

function NotGiven() {
  const { t } = useTranslation('users');
  return (
    <Text span c="dimmed">
      {t('profile.notGiven')}
    </Text>
  );
}

function orNotGiven(value: string | null | undefined): ReactNode {
  return value && value.trim() ? value : <NotGiven />;
}

function formatAddress(address: User['address']): string | null {
  if (!address) return null;
  const parts = [address.area, address.city, address.state, address.country].filter(Boolean).join(', ');
  return [parts, address.pincode].filter(Boolean).join(' - ') || null;
}

function CopyAction({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('users');
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="compact-sm" variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
          {copied ? t('profile.copied') : label}
        </Button>
      )}
    </CopyButton>
  );
}

/** /profile: the signed-in member's own record (docs/product-spec.md §3 User), with their referral code and link. */
export function ProfilePage() {
  const { t } = useTranslation('users');
  const label = useCategoryLabel();
  usePageTitle(t('profile.pageTitle'));
  const { user } = useSession();
  if (!user) return null; // the guard sends visitors to /login

  const shareLink = `${window.location.origin}${paths.register}?ref=${encodeURIComponent(user.referralCode)}`;

  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={760} mx="auto">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Group gap="md" wrap="wrap" align="center">
          <Avatar
            src={user.profilePic ? thumbnailUrl(user.profilePic) : null}
            alt={t('profile.pictureAlt', { name: user.name })}
            size={88}
            radius="xl"
            name={user.name}
          />
          <Stack gap={4} style={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {user.name}
            </Title>
            <Group gap="xs">
              <Badge color={user.isAdminApproved ? 'teal' : 'yellow'} variant="light" tt="none">
                {user.isAdminApproved ? t('profile.approved') : t('profile.awaitingApproval')}
              </Badge>
              <Badge color={user.paymentVerified ? 'teal' : 'yellow'} variant="light" tt="none">
                {user.paymentVerified ? t('profile.feePaid') : t('profile.feeNotPaid')}
              </Badge>
            </Group>
          </Stack>
          <Button component={Link} to={paths.editProfile} variant="light">
            {t('profile.editProfile')}
          </Button>
        </Group>
      </Paper>

      <SectionCard id="profile-contact" title={t('profile.contact.title')}>
        <DetailList
          items={[
            { term: t('profile.contact.email'), value: user.email },
            { term: t('profile.contact.phone'), value: user.phone },
            { term: t('profile.contact.address'), value: orNotGiven(formatAddress(user.address)) },
            { term: t('profile.contact.memberSince'), value: formatDateTime(user.createdAt) },
          ]}
        />
      </SectionCard>

      <PhoneCheck user={user} />

      <SectionCard id="profile-business" title={t('business.title')}>
        <DetailList
          items={[
            { term: t('business.name'), value: orNotGiven(user.businessName) },
            {
              term: t('business.category'),
              value:
                user.businessCategory.length > 0 ? (
                  <Group gap={6}>
                    {user.businessCategory.map((name) => (
                      <Badge key={name} variant="outline" tt="none">
                        {label(name)}
                      </Badge>
                    ))}
                  </Group>
                ) : (
                  <NotGiven />
                ),
            },
            { term: t('business.address'), value: orNotGiven(user.businessAddress) },
            { term: t('business.details'), value: orNotGiven(user.businessDetaile) },
            { term: t('business.gstinTerm'), value: orNotGiven(user.gstin) },
          ]}
        />
      </SectionCard>

      <SectionCard id="profile-identity" title={t('profile.identity.title')}>
        <DetailList
          items={[
            { term: t('profile.identity.aadhaarNumber'), value: orNotGiven(user.aadharNumber) },
            {
              term: t('profile.identity.aadhaarPhotos'),
              value: <AadhaarPhotos user={user} />,
            },
            {
              term: t('profile.identity.bankAccount'),
              value: (
                <Anchor component={Link} to={paths.ekyc}>
                  {t('profile.identity.bankAccountLink')}
                </Anchor>
              ),
            },
          ]}
        />
      </SectionCard>

      <SectionCard id="profile-referral" title={t('profile.referrals.title')}>
        <DetailList
          items={[
            {
              term: t('profile.referrals.code'),
              value: (
                <Group gap="sm">
                  <Text span ff="monospace" fw={600}>
                    {user.referralCode}
                  </Text>
                  <CopyAction value={user.referralCode} label={t('profile.referrals.copyCode')} />
                </Group>
              ),
            },
            {
              term: t('profile.referrals.inviteLink'),
              value: (
                <Stack gap={6} align="flex-start">
                  <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {shareLink}
                  </Text>
                  <CopyAction value={shareLink} label={t('profile.referrals.copyLink')} />
                </Stack>
              ),
            },
            {
              term: t('profile.referrals.referredBy'),
              value:
                user.referredBy.length > 0 ? (
                  user.referredBy.map((referrer) => referrer.name).join(', ')
                ) : (
                  <Text span c="dimmed">
                    {t('profile.referrals.noOne')}
                  </Text>
                ),
            },
          ]}
        />
      </SectionCard>

      <SectionCard id="profile-my-data" title={t('profile.myData.title')}>
        <Stack gap="sm" align="flex-start">
          <Text>{t('profile.myData.text')}</Text>
          <Button component={Link} to={paths.myData} variant="light">
            {t('profile.myData.link')}
          </Button>
        </Stack>
      </SectionCard>
    </Stack>
  );
}
