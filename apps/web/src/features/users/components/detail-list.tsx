import type { ReactNode } from 'react';
import classes from './detail-list.module.css';

export type Detail = { term: string; value: ReactNode };

/** Label / value pairs as a description list: two columns on wide screens, stacked on phones. */
export function DetailList({ items }: { items: readonly Detail[] }) {
  return (
    <dl className={classes.list}>
      {items.map(({ term, value }) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={classes.term}>{term}</dt>
          <dd className={classes.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
