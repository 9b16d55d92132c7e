import { TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { IconSearch } from '../../components/icons';
import { servicesSearchPath } from '../../lib/search';

type SearchBoxProps = {
  /** A visible label (the drawer); the top bar relies on the placeholder and an aria-label. */
  withLabel?: boolean;
  className?: string;
  onSearch?: () => void;
};

/** "Search services" → /servises?q=<text> on Enter. */
export function SearchBox({ withLabel = false, className, onSearch }: SearchBoxProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(servicesSearchPath(text));
    onSearch?.();
  };

  return (
    <form role="search" aria-label="Site" onSubmit={submit} className={className}>
      <TextInput
        type="search"
        label={withLabel ? 'Search services' : undefined}
        aria-label={withLabel ? undefined : 'Search services'}
        placeholder="Search services"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        enterKeyHint="search"
        autoComplete="off"
      />
    </form>
  );
}
