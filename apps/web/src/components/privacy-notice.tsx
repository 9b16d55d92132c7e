import { List, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { PRIVACY_NOTICE, PRIVACY_NOTICE_VERSION, privacyMessages, type PrivacyNoticeLine } from '@sevak/shared';
import { translateText, useTranslation } from '../i18n/i18n';
import { usePublicConfig } from '../lib/public-config';

/**
 * The itemised privacy notice (@sevak/shared privacy.ts; DPDP Act 2023 §5): what Sevak
 * collects, why, how long it keeps it (with this server's DOCUMENT_RETENTION_DAYS), who sees it,
 * the member's rights and how to complain — in the member's language, with its version. Shown at
 * registration before the documents step and on the page that asks for a changed notice.
 */
export function PrivacyNotice({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  // Re-rendered when the language changes.
  useTranslation();
  const retentionDays = usePublicConfig().privacy.documentRetentionDays;
  const words = (line: PrivacyNoticeLine) => translateText(typeof line === 'string' ? line : line(retentionDays));
  const sectionOrder = (headingOrder + 1) as TitleOrder;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="privacy-notice-title">
      <Stack gap="sm">
        <div>
          <Title order={headingOrder} size="h4" id="privacy-notice-title">
            {translateText(PRIVACY_NOTICE.title)}
          </Title>
          <Text size="xs" c="dimmed">
            {translateText(privacyMessages.noticeVersion(PRIVACY_NOTICE_VERSION))}
          </Text>
        </div>
        <Text size="sm">{translateText(PRIVACY_NOTICE.intro)}</Text>
        {PRIVACY_NOTICE.sections.map((section) => (
          <div key={section.heading}>
            <Title order={sectionOrder} size="h6" mb={4}>
              {translateText(section.heading)}
            </Title>
            <List size="sm" spacing={4}>
              {section.lines.map((line, i) => (
                <List.Item key={i}>{words(line)}</List.Item>
              ))}
            </List>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
