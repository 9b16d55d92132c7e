import { Anchor } from '@mantine/core';
import { paths } from '@sevak/shared';
import { Link } from 'react-router';

/** The line under both registration steps: "Already have an account? Login". */
export function LoginPrompt() {
  return (
    <>
      Already have an account?{' '}
      <Anchor component={Link} to={paths.login}>
        Login
      </Anchor>
    </>
  );
}
