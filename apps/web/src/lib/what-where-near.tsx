import { Button, CloseButton, TextInput } from '@mantine/core';
import type { CSSProperties, KeyboardEvent } from 'react';
import { Icon } from '../components/icons';
import { useTranslation } from '../i18n/i18n';
import { NO_WHERE, useNearMe, type Here, type NearMeProblem, type Where } from './near-me';

/**
 * The words of the Near me parts, from the namespace of the page that shows them (the home page
 * loads only `home`, /servises only `services`; the field's own label is common's).
 */
export type NearMeWords = {
  /** The button: 'Near me'. */
  button: string;
  /** The field's text while the browser's location is the place: 'Near me'. */
  here: string;
  /** The × that empties the field: 'Clear the place'. */
  clear: string;
} & Record<NearMeProblem, string>;

type WhatWhereNearProps = {
  what: string;
  onWhatChange: (value: string) => void;
  where: Where;
  onWhereChange: (where: Where) => void;
  /** The browser gave its location: the page searches near it at once. */
  onNearMe: (here: Here) => void;
  /** The × was pressed (the field is empty already). */
  onClear?: () => void;
  /** The search's refusal of the place (an unknown pincode), said under the field. */
  error?: string | null | undefined;
  words: NearMeWords;
  /** Each field's flex item style, where the form lays them out in a row. */
  styles?: { what?: CSSProperties; where?: CSSProperties };
};

const IconLocation = () => (
  <Icon size={18}>
    <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);

/**
 * The two fields of every service search (home, /servises): the service, and the place with a
 * Near me button beside it. A typed 6-digit pincode searches by distance from it (near-me.ts).
 * While the place is the browser's location the field reads 'Near me' and only clears (×,
 * Backspace or Delete): typing over it would mix a name into a point.
 */
export function WhatWhereNearInputs({
  what,
  onWhatChange,
  where,
  onWhereChange,
  onNearMe,
  onClear,
  error,
  words,
  styles,
}: WhatWhereNearProps) {
  const { t } = useTranslation();
  const nearMe = useNearMe();
  const here = where.here !== null;
  const text = here ? words.here : where.text;

  const clear = () => {
    nearMe.clearProblem();
    onWhereChange(NO_WHERE);
    onClear?.();
  };
  const clearHere = (event: KeyboardEvent<HTMLInputElement>) => {
    if (here && (event.key === 'Backspace' || event.key === 'Delete')) {
      event.preventDefault();
      clear();
    }
  };

  return (
    <>
      <TextInput
        label={t('whatWhere.what')}
        placeholder={t('whatWhere.whatPlaceholder')}
        value={what}
        onChange={(event) => onWhatChange(event.currentTarget.value)}
        enterKeyHint="search"
        style={styles?.what}
      />
      <TextInput
        label={t('whatWhere.where')}
        placeholder={t('whatWhere.wherePlaceholder')}
        value={text}
        readOnly={here}
        onChange={(event) => {
          nearMe.clearProblem();
          onWhereChange({ text: event.currentTarget.value, here: null });
        }}
        onKeyDown={clearHere}
        enterKeyHint="search"
        error={(nearMe.problem && words[nearMe.problem]) || error || undefined}
        rightSectionPointerEvents="all"
        rightSection={text ? <CloseButton size="sm" aria-label={words.clear} onClick={clear} /> : null}
        style={styles?.where}
        inputContainer={(input) => (
          <div style={{ display: 'flex', gap: 'var(--mantine-spacing-xs)', alignItems: 'center' }}>
            <div style={{ flex: '1 1 auto', minWidth: 0 }}>{input}</div>
            <Button
              variant="default"
              leftSection={<IconLocation />}
              loading={nearMe.locating}
              onClick={() => nearMe.locate(onNearMe)}
              style={{ flex: '0 0 auto' }}
            >
              {words.button}
            </Button>
          </div>
        )}
      />
    </>
  );
}
