import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlert } from './icons';

/** A form's problem in a red alert; renders nothing while there is none (null, false or ''). */
export function ErrorAlert({
  children,
  ...props
}: Omit<AlertProps, 'children' | 'color' | 'variant' | 'icon'> & { children?: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlert />} {...props}>
      {children}
    </Alert>
  );
}
