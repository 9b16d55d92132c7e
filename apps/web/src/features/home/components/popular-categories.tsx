import { Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons';
import { useCategoryLabel } from '../../../lib/categories';
import { categorySearchPath } from '../../../lib/search';
import classes from '../home.module.css';

/**
 * Twelve of the seeded categories, each with a line icon drawn as one path (circles as two arcs),
 * so the first page carries a few hundred bytes of icons and no icon package.
 */
const POPULAR: [name: string, icon: string][] = [
  ['Plumber', 'M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z'],
  ['Electrician', 'M13 2 4 14h7l-1 8 9-12h-7z'],
  ['Carpenter', 'M4 20l9-9M10 6l4-4 6 6-4 4z'],
  ['Painter', 'M4 3h13v6H4zM17 6h3v5h-8v3M11 14h2v7h-2z'],
  ['AC Repair and Service', 'M12 2v20M3.3 7l17.4 10M20.7 7 3.3 17'],
  ['Home Deep Cleaning', 'M11 4l2 6 6 2-6 2-2 6-2-6-6-2 6-2zM19 2v4M17 4h4'],
  ['Pest Control', 'M8 10a4 4 0 0 1 8 0v6a4 4 0 0 1-8 0zM12 6V3M8 12H4M16 12h4M8 17H5M16 17h3'],
  ['Beauty Parlour', 'M6 9a6 6 0 1 0 12 0a6 6 0 1 0-12 0M12 15v6M9 21h6'],
  ['Tailor', 'M3 6a3 3 0 1 0 6 0a3 3 0 1 0-6 0M3 18a3 3 0 1 0 6 0a3 3 0 1 0-6 0M8.1 8.1 20 20M8.1 15.9 20 4'],
  ['Home Tutor', 'M4 19V5a2 2 0 0 1 2-2h14v14H6a2 2 0 0 0 0 4h14'],
  [
    'Photographer',
    'M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM8 13a4 4 0 1 0 8 0a4 4 0 1 0-8 0',
  ],
  [
    'Car Mechanic',
    'M5 17H3v-5l2-5h14l2 5v5h-2M3 12h18M9.5 17h5M5.5 17a2 2 0 1 0 4 0a2 2 0 1 0-4 0M14.5 17a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  ],
];

/** The popular categories as tiles, each opening the services page for that category. */
export function PopularCategories() {
  const label = useCategoryLabel();
  return (
    <ul className={classes.tiles}>
      {POPULAR.map(([name, icon]) => (
        <li key={name}>
          <Paper component={Link} to={categorySearchPath(name)} withBorder p="sm" className={classes.tile}>
            <Icon size={28} color="var(--mantine-primary-color-filled)">
              <path d={icon} />
            </Icon>
            <Text size="sm" fw={500} ta="center">
              {label(name)}
            </Text>
          </Paper>
        </li>
      ))}
    </ul>
  );
}
