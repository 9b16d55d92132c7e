import { Alert, Anchor } from '@mantine/core';
import { messages, paths } from '@sevak/shared';
import { Link } from 'react-router';

/** Why a member awaiting approval cannot send a request yet, and where their status is. */
export function AwaitingApprovalNote() {
  return (
    <Alert color="yellow" title={messages.auth.awaitingApproval}>
      You can send requests once an admin approves your account.{' '}
      {/* The alert's own text colour, underlined: the brand blue is under 4.5:1 on its yellow. */}
      <Anchor component={Link} to={paths.profile} inherit c="inherit" underline="always">
        See your account status
      </Anchor>
    </Alert>
  );
}
