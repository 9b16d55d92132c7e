import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** The box waits this long after the last key before the list follows it. */
const DEBOUNCE_MS = 400;

/**
 * A text filter that commits once the person stops typing (at once on Enter or leaving the field).
 * A change of `value` from elsewhere (Back, a link) puts that text in the box.
 */
export function DebouncedTextInput({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const commit = useDebouncedCallback(onCommit, DEBOUNCE_MS);
  return (
    <TextInput
      label={label}
      type="search"
      value={text}
      autoComplete="off"
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onBlur={() => commit.flush()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
    />
  );
}
