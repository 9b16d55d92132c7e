import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { IconSearch } from '../../../components/icons';
import { servicesSearchPath } from '../../../lib/search';

/** What and where → /servises?q=…&place=… */
export function HomeSearchForm() {
  const navigate = useNavigate();
  const [what, setWhat] = useState('');
  const [where, setWhere] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(servicesSearchPath(what, where));
  };

  return (
    <form onSubmit={submit} role="search" aria-label="Find a service">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="What service do you need?"
          placeholder="Plumber, tailor, tutor…"
          value={what}
          onChange={(event) => setWhat(event.currentTarget.value)}
          enterKeyHint="search"
          style={{ flex: '1 1 14rem' }}
        />
        <TextInput
          label="Where?"
          placeholder="City, area or pincode"
          value={where}
          onChange={(event) => setWhere(event.currentTarget.value)}
          enterKeyHint="search"
          style={{ flex: '1 1 12rem' }}
        />
        <Button type="submit" leftSection={<IconSearch size={18} />} style={{ flex: '0 0 auto' }}>
          Search
        </Button>
      </Group>
    </form>
  );
}
