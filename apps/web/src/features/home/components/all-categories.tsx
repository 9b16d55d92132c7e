import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { categorySearchPath } from '../../../lib/search';
import { useCategoryNames } from '../../../lib/categories';
import classes from '../home.module.css';

/** Every category as a link to its search; mounted only when asked for, so the list loads then. */
export function AllCategories({ id }: { id: string }) {
  const categories = useCategoryNames();
  if (categories.isPending) {
    return (
      <Text id={id} size="sm" c="dimmed">
        Loading categories…
      </Text>
    );
  }
  if (categories.isError) {
    return (
      <ErrorAlert id={id} title="The categories could not be loaded">
        <Button size="compact-sm" variant="light" color="red" onClick={() => void categories.refetch()}>
          Try again
        </Button>
      </ErrorAlert>
    );
  }
  return (
    <ul id={id} aria-label="All categories" className={classes.columns}>
      {categories.data.map((name) => (
        <li key={name}>
          <Anchor component={Link} to={categorySearchPath(name)} size="sm">
            {name}
          </Anchor>
        </li>
      ))}
    </ul>
  );
}
