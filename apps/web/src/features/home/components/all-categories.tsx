import { Anchor, Button, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/i18n';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { categorySearchPath } from '../../../lib/search';
import { useCategoryNames } from '../../../lib/categories';
import classes from '../home.module.css';

/** Every category as a link to its search; mounted only when asked for, so the list loads then. */
export function AllCategories({ id }: { id: string }) {
  const { t } = useTranslation('home');
  const categories = useCategoryNames();
  if (categories.isPending) {
    return (
      <Text id={id} size="sm" c="dimmed">
        {t('categories.loading')}
      </Text>
    );
  }
  if (categories.isError) {
    return (
      <ErrorAlert id={id} title={t('categories.loadFailed')}>
        <Button size="compact-sm" variant="light" color="red" onClick={() => void categories.refetch()}>
          {t('categories.tryAgain')}
        </Button>
      </ErrorAlert>
    );
  }
  return (
    <ul id={id} aria-label={t('categories.all')} className={classes.columns}>
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
