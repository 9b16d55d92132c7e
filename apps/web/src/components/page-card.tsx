import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The centred card of the sign-in, registration and recovery pages: the page heading (h1), a short
 * dimmed intro, the content, and an optional line under it (e.g. a link to another page).
 */
export function PageCard({
  title,
  intro,
  maw,
  children,
  footer,
}: {
  title: ReactNode;
  intro: ReactNode;
  /** The card's largest width in px. */
  maw: number;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Stack align="center" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={maw}>
        <Title order={1} size="h2" mb={4}>
          {title}
        </Title>
        <Text c="dimmed" size="sm" mb="lg">
          {intro}
        </Text>
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
