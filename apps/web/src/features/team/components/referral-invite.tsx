import { Button, Flex, Group, Image, Loader, Stack, Text, TextInput } from '@mantine/core';
import { walletMessages } from '@sevak/shared';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReferralQr } from '../api/team';

export const COPY_FAILED_TEXT = 'The link could not be copied. Select it and copy it yourself.';

/** The ready message of 'Share on WhatsApp'; the link follows it. */
export function shareMessage(code: string): string {
  return `Join me on Sevak, the marketplace of verified local service providers. Register with my code ${code}:`;
}

/** wa.me opens WhatsApp (app or web) with the text typed in, for the member to pick who gets it. */
export function whatsAppShareUrl(code: string, link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${shareMessage(code)} ${link}`)}`;
}

function ReferralQr({ link }: { link: string }) {
  const qr = useReferralQr(link);
  if (qr.isPending) return <Loader size="sm" aria-label="Drawing the QR code" />;
  if (qr.isError) {
    return (
      <Text size="sm" c="dimmed" maw={200}>
        The QR code could not be drawn here; the link works the same.
      </Text>
    );
  }
  return (
    <Stack gap={4} align="center">
      <Image src={qr.data} alt="QR code of your referral link" w={180} h={180} fit="contain" />
      <Text size="xs" c="dimmed" ta="center" maw={200}>
        Let someone scan it with their phone camera.
      </Text>
    </Stack>
  );
}

/** The member's code and link, to copy, send on WhatsApp or show as a QR code. */
export function ReferralInvite({ code, link }: { code: string; link: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notifySuccess(walletMessages.copied);
    } catch {
      notifyError(COPY_FAILED_TEXT);
    }
  };

  return (
    <Flex direction={{ base: 'column', sm: 'row' }} gap="lg" align={{ base: 'stretch', sm: 'flex-start' }}>
      <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
        <Stack component="dl" gap={0} m={0}>
          <Text component="dt" size="sm" c="dimmed">
            Your referral code
          </Text>
          <Text component="dd" m={0} ff="monospace" fz={24} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {code}
          </Text>
        </Stack>
        <TextInput label="Your referral link" value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
        <Group gap="sm">
          <Button onClick={() => void copy()}>Copy link</Button>
          <Button
            component="a"
            href={whatsAppShareUrl(code, link)}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
          >
            Share on WhatsApp
          </Button>
        </Group>
      </Stack>
      <Group justify="center">
        <ReferralQr link={link} />
      </Group>
    </Flex>
  );
}
