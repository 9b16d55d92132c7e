import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SectionProps = { id: string; title: ReactNode; children: ReactNode };

/** A bordered `<section>` named by its h2 (the profile, account status and edit profile pages). */
export function SectionCard({ id, title, titleGap = 'sm', children }: SectionProps & { titleGap?: 'sm' | 'md' }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb={titleGap}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A part of a long form: a `<section>` named by its h2, its content spaced below it. */
export function FormSection({ id, title, children }: SectionProps) {
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
