import { Button, Group } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { useNavigate } from 'react-router';
import { IconSearch } from '../../../components/icons';
import { WhatWhereInputs } from '../../../components/what-where-inputs';
import { servicesSearchPath } from '../../../lib/search';

const FLEX = { what: { flex: '1 1 14rem' }, where: { flex: '1 1 12rem' } };

/** What and where → /servises?q=…&place=… */
export function HomeSearchForm() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [what, setWhat] = useState('');
  const [where, setWhere] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(servicesSearchPath(what, where));
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('searchForm.label')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <WhatWhereInputs what={what} where={where} onWhatChange={setWhat} onWhereChange={setWhere} styles={FLEX} />
        <Button type="submit" leftSection={<IconSearch size={18} />} style={{ flex: '0 0 auto' }}>
          {t('searchForm.submit')}
        </Button>
      </Group>
    </form>
  );
}
