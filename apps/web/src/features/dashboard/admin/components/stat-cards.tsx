import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One dashboard number and the screen that lists what it counts (none yet: a plain tile). */
export type StatCard = { label: string; value: ReactNode; to?: string };

const TILE = {
  withBorder: true,
  p: 'md',
  h: '100%',
  display: 'block',
  style: { textDecoration: 'none', color: 'inherit' },
} as const;

function StatTile({ card }: { card: StatCard }) {
  return (
    <>
      <Text size="sm" c="dimmed" fw={500}>
        {card.label}
      </Text>
      <Text fz={28} fw={700} lh={1.3}>
        {card.value}
      </Text>
    </>
  );
}

/**
 * The dashboard's numbers, each a link to its screen when there is one. A later feature adds a card by adding an
 * item to the list it passes.
 */
export function StatCards({ cards }: { cards: readonly StatCard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {cards.map((card) => (
        <li key={card.label}>
          {card.to ? (
            <Paper component={Link} to={card.to} {...TILE}>
              <StatTile card={card} />
            </Paper>
          ) : (
            <Paper {...TILE}>
              <StatTile card={card} />
            </Paper>
          )}
        </li>
      ))}
    </SimpleGrid>
  );
}
