import { Paper, Stack, Switch, Text } from '@mantine/core';
import { privacyMessages, type User } from '@sevak/shared';
import { translateText, useTranslation } from '../i18n/i18n';
import { errorMessage } from '../lib/api';
import { notifyError, notifySuccess } from '../lib/notify';
import { useMarketingConsent } from '../lib/consents';

/**
 * The member's separate, optional consent to marketing messages, given or withdrawn
 * at any time (PUT /auth/marketing-consent): a switch with its label, on the edit-profile page.
 */
export function MarketingSwitch({ user }: { user: User }) {
  useTranslation();
  const consent = useMarketingConsent();
  // While saving, the switch shows the new choice; a failure puts it back.
  const checked = consent.isPending ? consent.variables : user.marketingConsent;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      {/* The description apart from the label (Mantine's would be read as part of the name). */}
      <Stack gap={4}>
        <Switch
          id="marketing-consent"
          size="md"
          label={translateText(privacyMessages.marketingSwitch)}
          aria-describedby="marketing-consent-hint"
          checked={checked}
          disabled={consent.isPending}
          onChange={(event) =>
            consent.mutate(event.currentTarget.checked, {
              onSuccess: (answer) => notifySuccess(answer.message),
              onError: (error) => notifyError(errorMessage(error, privacyMessages.marketingFailed)),
            })
          }
        />
        <Text id="marketing-consent-hint" size="sm" c="dimmed">
          {translateText(privacyMessages.marketingSwitchDescription)}
        </Text>
      </Stack>
    </Paper>
  );
}
