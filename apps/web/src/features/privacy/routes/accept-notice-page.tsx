import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { formatDateTime, PRIVACY_NOTICE, PRIVACY_NOTICE_VERSION, paths, privacyMessages } from '@sevak/shared';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageCard } from '../../../components/page-card';
import { PrivacyNotice } from '../../../components/privacy-notice';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { returnToPath, returnToState } from '../../../lib/return-to';
import { useSession } from '../../../lib/session';
import { useAcceptNotice } from '../../../lib/consents';
import { needsPrivacyNotice } from '../needs-notice';

/**
 * /privacyNotice: a signed-in member whose accepted notice is not the current one is
 * sent here by the route guards. The notice, and "I have read and accept" (PUT
 * /auth/privacy-notice); then back where they were going. Opened with nothing to accept (the
 * notice already accepted, or an admin), it shows the notice and when it was accepted, with a way
 * on. A visitor signs in first.
 */
export function AcceptNoticePage() {
  useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const accept = useAcceptNotice();
  const pending = user !== null && needsPrivacyNotice(user);
  usePageTitle(translateText(pending ? privacyMessages.acceptTitle : PRIVACY_NOTICE.title));

  if (!user) return <Navigate to={paths.login} replace state={returnToState(location)} />;
  const next = returnToPath(location.state) ?? paths.home;

  if (!pending) {
    return (
      <PageCard
        title={translateText(PRIVACY_NOTICE.title)}
        intro={
          user.noticeAcceptedAt && user.noticeVersion === PRIVACY_NOTICE_VERSION
            ? translateText(privacyMessages.acceptedOn(formatDateTime(user.noticeAcceptedAt)))
            : ''
        }
        maw={760}
      >
        <Stack gap="lg">
          <PrivacyNotice />
          <Button component={Link} to={next} replace variant="light" size="md" fullWidth>
            {translateText(privacyMessages.goOn)}
          </Button>
        </Stack>
      </PageCard>
    );
  }

  return (
    <PageCard
      title={translateText(privacyMessages.acceptTitle)}
      intro={translateText(privacyMessages.acceptIntro)}
      maw={760}
    >
      <Stack gap="lg">
        <PrivacyNotice />
        <ErrorAlert>{accept.error ? errorMessage(accept.error, privacyMessages.acceptFailed) : null}</ErrorAlert>
        <Text size="sm">{translateText(privacyMessages.consentLabel)}</Text>
        <Button
          size="md"
          fullWidth
          loading={accept.isPending}
          onClick={() =>
            accept.mutate(
              { version: PRIVACY_NOTICE_VERSION },
              {
                onSuccess: () => {
                  notifySuccess(privacyMessages.accepted);
                  void navigate(next, { replace: true });
                },
              },
            )
          }
        >
          {translateText(privacyMessages.acceptButton)}
        </Button>
        <Stack gap={4} align="flex-start">
          <Text size="sm">{translateText(privacyMessages.disagree)}</Text>
          <Group gap="md">
            <Anchor component={Link} to={paths.myData} size="sm">
              {translateText(privacyMessages.myDataLink)}
            </Anchor>
            <Anchor component={Link} to={paths.support} size="sm">
              {translateText(privacyMessages.supportLink)}
            </Anchor>
            <Anchor component={Link} to={paths.deleteAccount} size="sm" c="red">
              {translateText(privacyMessages.deleteAccountLink)}
            </Anchor>
          </Group>
        </Stack>
      </Stack>
    </PageCard>
  );
}
