import { Alert, Anchor, Text } from '@mantine/core';
import { messages, paths } from '@sevak/shared';
import { Link } from 'react-router';
import { IconAlert } from '../../../components/icons';

/** On the home page, for a member awaiting approval (the page decides): where their account stands. */
export function ApprovalBanner() {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlert />} title={messages.auth.awaitingApproval}>
      <Text size="sm">
        Our team checks every new member before they can use all of Sevak.{' '}
        <Anchor component={Link} to={paths.profile} size="sm" fw={600}>
          See your account status
        </Anchor>
      </Text>
    </Alert>
  );
}
