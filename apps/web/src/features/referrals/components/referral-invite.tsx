import { Button, Flex, Group, Image, Loader, Stack, Text, TextInput } from '@mantine/core';
import { walletMessages } from '@sevak/shared';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReferralQr } from '../api/team';
import { useTranslation } from '../../../i18n/i18n';

/**
 * wa.me opens WhatsApp (app or web) with the text typed in, for the member to pick who gets it:
 * the ready message of 'Share on WhatsApp' (in the member's language), then the link.
 */
export function whatsAppShareUrl(message: string, link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}`;
}

function ReferralQr({ link }: { link: string }) {
  const { t } = useTranslation('referrals');
  const qr = useReferralQr(link);
  if (qr.isPending) return <Loader size="sm" aria-label={t('invite.qrLoading')} />;
  if (qr.isError) {
    return (
      <Text size="sm" c="dimmed" maw={200}>
        {t('invite.qrFailed')}
      </Text>
    );
  }
  return (
    <Stack gap={4} align="center">
      <Image src={qr.data} alt={t('invite.qrAlt')} w={180} h={180} fit="contain" />
      <Text size="xs" c="dimmed" ta="center" maw={200}>
        {t('invite.qrHint')}
      </Text>
    </Stack>
  );
}

/** The member's code and link, to copy, send on WhatsApp or show as a QR code. */
export function ReferralInvite({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation('referrals');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notifySuccess(walletMessages.copied);
    } catch {
      notifyError(t('invite.copyFailed'));
    }
  };

  return (
    <Flex direction={{ base: 'column', sm: 'row' }} gap="lg" align={{ base: 'stretch', sm: 'flex-start' }}>
      <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
        <Stack component="dl" gap={0} m={0}>
          <Text component="dt" size="sm" c="dimmed">
            {t('invite.code')}
          </Text>
          <Text component="dd" m={0} ff="monospace" fz={24} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {code}
          </Text>
        </Stack>
        <TextInput label={t('invite.link')} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
        <Group gap="sm">
          <Button onClick={() => void copy()}>{t('invite.copyLink')}</Button>
          <Button
            component="a"
            href={whatsAppShareUrl(t('invite.shareMessage', { code }), link)}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
          >
            {t('invite.shareWhatsApp')}
          </Button>
        </Group>
      </Stack>
      <Group justify="center">
        <ReferralQr link={link} />
      </Group>
    </Flex>
  );
}
