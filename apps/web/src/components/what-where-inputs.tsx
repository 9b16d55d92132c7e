import { TextInput } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from '../i18n/i18n';

type WhatWhereInputsProps = {
  what: string;
  where: string;
  onWhatChange: (value: string) => void;
  onWhereChange: (value: string) => void;
  /** Each input's flex item style, where the form lays them out in a row. */
  styles?: { what?: CSSProperties; where?: CSSProperties };
};

/** The two inputs of every service search (home, /servises): the service, and the place. */
export function WhatWhereInputs({ what, where, onWhatChange, onWhereChange, styles }: WhatWhereInputsProps) {
  const { t } = useTranslation();
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
        value={where}
        onChange={(event) => onWhereChange(event.currentTarget.value)}
        enterKeyHint="search"
        style={styles?.where}
      />
    </>
  );
}
