import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** An admin form screen: the page heading, a short intro and the form in a bordered card. */
export function MemberFormCard({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="sm" mt={4}>
          {intro}
        </Text>
      </div>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        {children}
      </Paper>
    </Stack>
  );
}
