import { Anchor, Button, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/i18n';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { categorySearchPath } from '../../../lib/search';
import { useCategoryNames, useCategoryOptions } from '../../../lib/categories';
import classes from '../home.module.css';

const NONE: string[] = [];

/** Every category as a link to its search; mounted only when asked for, so the list loads then. */
export function AllCategories({ id }: { id: string }) {
  const { t } = useTranslation('home');
  const categories = useCategoryNames();
  const options = useCategoryOptions(categories.data ?? NONE);
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
      {options.map(({ value, label }) => (
        <li key={value}>
          <Anchor component={Link} to={categorySearchPath(value)} size="sm">
            {label}
          </Anchor>
        </li>
      ))}
    </ul>
  );
}
