import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { translateText } from '../i18n/i18n';
import { IconAlert } from './icons';

/**
 * A form's problem in a red alert; renders nothing while there is none (null, false or ''). A text of
 * @sevak/shared (the message, or a title) shows in the member's language.
 */
export function ErrorAlert({
  children,
  title,
  ...props
}: Omit<AlertProps, 'children' | 'color' | 'variant' | 'icon'> & { children?: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlert />}
      title={typeof title === 'string' ? translateText(title) : title}
      {...props}
    >
      {typeof children === 'string' ? translateText(children) : children}
    </Alert>
  );
}
