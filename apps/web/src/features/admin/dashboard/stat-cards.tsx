import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One dashboard number and the screen that lists what it counts. */
export type StatCard = { label: string; value: ReactNode; to: string };

const count = new Intl.NumberFormat('en-IN');

/** 12345 → '12,345' (Indian digit grouping, like the money). */
export function formatCount(value: number): string {
  return count.format(value);
}

/**
 * The dashboard's numbers, each a link to its screen. A later feature adds a card by adding an
 * item to the list it passes.
 */
export function StatCards({ cards }: { cards: readonly StatCard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {cards.map((card) => (
        <li key={card.label}>
          <Paper
            component={Link}
            to={card.to}
            withBorder
            p="md"
            h="100%"
            display="block"
            style={{ textDecoration: 'none', color: 'inherit' }}
          >
            <Text size="sm" c="dimmed" fw={500}>
              {card.label}
            </Text>
            <Text fz={28} fw={700} lh={1.3}>
              {card.value}
            </Text>
          </Paper>
        </li>
      ))}
    </SimpleGrid>
  );
}
