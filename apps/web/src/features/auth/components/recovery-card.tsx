import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlert } from '../../../components/icons';

export type Notice = { kind: 'error' | 'info'; text: string };

/** The frame of the three password-recovery pages: title, intro, form, and one notice. */
export function RecoveryCard({
  title,
  intro,
  notice,
  children,
  footer,
}: {
  title: string;
  intro: ReactNode;
  notice: Notice | null;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Stack align="center" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={420}>
        <Title order={1} size="h2" mb={4}>
          {title}
        </Title>
        <Text c="dimmed" size="sm" mb="lg">
          {intro}
        </Text>
        {notice ? (
          <Alert
            color={notice.kind === 'error' ? 'red' : 'indigo'}
            variant="light"
            icon={notice.kind === 'error' ? <IconAlert /> : undefined}
            mb="md"
          >
            {notice.text}
          </Alert>
        ) : null}
        {children}
        {footer ? (
          <Text size="sm" ta="center" mt="lg">
            {footer}
          </Text>
        ) : null}
      </Paper>
    </Stack>
  );
}

/** The names of the fields left empty (spec §5: all fields required). */
export function emptyFields<T extends Record<string, string>>(values: T): (keyof T)[] {
  return (Object.keys(values) as (keyof T)[]).filter((key) => values[key]!.trim() === '');
}

/** The email handed from one recovery page to the next in navigation state. */
export type RecoveryState = { email?: string; message?: string };

export function recoveryStateOf(state: unknown): RecoveryState {
  const value = (state ?? {}) as Record<string, unknown>;
  return {
    email: typeof value.email === 'string' ? value.email : undefined,
    message: typeof value.message === 'string' ? value.message : undefined,
  };
}
