import { TextInput } from '@mantine/core';
import type { CSSProperties } from 'react';

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
  return (
    <>
      <TextInput
        label="What service do you need?"
        placeholder="Plumber, tailor, tutor…"
        value={what}
        onChange={(event) => onWhatChange(event.currentTarget.value)}
        enterKeyHint="search"
        style={styles?.what}
      />
      <TextInput
        label="Where?"
        placeholder="City, state or pincode"
        value={where}
        onChange={(event) => onWhereChange(event.currentTarget.value)}
        enterKeyHint="search"
        style={styles?.where}
      />
    </>
  );
}
