import { Anchor, Avatar, Badge, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, paths, type User } from '@sevak/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section';
import { thumbnailUrl } from '../../../lib/files';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { DetailList } from '../components/detail-list';
import { AadhaarPhotos } from '../components/aadhaar-photos';

const NOT_GIVEN = (
  <Text span c="dimmed">
    Not given
  </Text>
);

function orNotGiven(value: string | null | undefined): ReactNode {
  return value && value.trim() ? value : NOT_GIVEN;
}

function formatAddress(address: User['address']): string | null {
  if (!address) return null;
  const parts = [address.area, address.city, address.state, address.country].filter(Boolean).join(', ');
  return [parts, address.pincode].filter(Boolean).join(' - ') || null;
}

function CopyAction({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="compact-sm" variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
          {copied ? 'Copied' : label}
        </Button>
      )}
    </CopyButton>
  );
}

/** /profile: the signed-in member's own record (spec §3 User), with their referral code and link. */
export function ProfilePage() {
  usePageTitle('Profile');
  const { user } = useSession();
  if (!user) return null; // the guard sends visitors to /login

  const shareLink = `${window.location.origin}${paths.register}?ref=${encodeURIComponent(user.referralCode)}`;

  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={760} mx="auto">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Group gap="md" wrap="wrap" align="center">
          <Avatar
            src={user.profilePic ? thumbnailUrl(user.profilePic) : null}
            alt={`Profile picture of ${user.name}`}
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
                {user.isAdminApproved ? 'Approved' : 'Waiting for admin approval'}
              </Badge>
              <Badge color={user.paymentVerified ? 'teal' : 'yellow'} variant="light" tt="none">
                {user.paymentVerified ? 'Fee paid' : 'Fee not paid'}
              </Badge>
            </Group>
          </Stack>
          <Button component={Link} to={paths.editProfile} variant="light">
            Edit profile
          </Button>
        </Group>
      </Paper>

      <SectionCard id="profile-contact" title="Contact and address">
        <DetailList
          items={[
            { term: 'Email', value: user.email },
            { term: 'Phone', value: user.phone },
            { term: 'Address', value: orNotGiven(formatAddress(user.address)) },
            { term: 'Member since', value: formatDateTime(user.createdAt) },
          ]}
        />
      </SectionCard>

      <SectionCard id="profile-business" title="Business">
        <DetailList
          items={[
            { term: 'Business name', value: orNotGiven(user.businessName) },
            {
              term: 'Business category',
              value:
                user.businessCategory.length > 0 ? (
                  <Group gap={6}>
                    {user.businessCategory.map((name) => (
                      <Badge key={name} variant="outline" tt="none">
                        {name}
                      </Badge>
                    ))}
                  </Group>
                ) : (
                  NOT_GIVEN
                ),
            },
            { term: 'Business address', value: orNotGiven(user.businessAddress) },
            { term: 'Business details', value: orNotGiven(user.businessDetaile) },
          ]}
        />
      </SectionCard>

      <SectionCard id="profile-identity" title="Identity">
        <DetailList
          items={[
            { term: 'Aadhaar number', value: orNotGiven(user.aadharNumber) },
            {
              term: 'Aadhaar photos',
              value: <AadhaarPhotos user={user} />,
            },
            {
              term: 'Bank account for withdrawals',
              value: (
                <Anchor component={Link} to={paths.ekyc}>
                  Bank account (e-KYC)
                </Anchor>
              ),
            },
          ]}
        />
      </SectionCard>

      <SectionCard id="profile-referral" title="Referrals">
        <DetailList
          items={[
            {
              term: 'Referral code',
              value: (
                <Group gap="sm">
                  <Text span ff="monospace" fw={600}>
                    {user.referralCode}
                  </Text>
                  <CopyAction value={user.referralCode} label="Copy code" />
                </Group>
              ),
            },
            {
              term: 'Invite link',
              value: (
                <Stack gap={6} align="flex-start">
                  <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {shareLink}
                  </Text>
                  <CopyAction value={shareLink} label="Copy link" />
                </Stack>
              ),
            },
            {
              term: 'Referred by',
              value:
                user.referredBy.length > 0 ? (
                  user.referredBy.map((referrer) => referrer.name).join(', ')
                ) : (
                  <Text span c="dimmed">
                    No one
                  </Text>
                ),
            },
          ]}
        />
      </SectionCard>
    </Stack>
  );
}
