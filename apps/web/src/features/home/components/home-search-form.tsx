import { Button, Group } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { useNavigate } from 'react-router';
import { IconSearch } from '../../../components/icons';
import { NO_WHERE, whereFilters, type Here, type Where } from '../../../lib/near-me';
import { servicesPathOf } from '../../../lib/search';
import { WhatWhereNearInputs, type NearMeWords } from '../../../lib/what-where-near';

const FLEX = { what: { flex: '1 1 14rem' }, where: { flex: '1 1 16rem' } };

/**
 * What and where → /servises?q=…&place=… (a typed pincode: &near=…). Near me goes there at once
 * with the browser's location (&lat=…&lng=…), as it does on the services page.
 */
export function HomeSearchForm() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [what, setWhat] = useState('');
  const [where, setWhere] = useState<Where>(NO_WHERE);
  const words: NearMeWords = {
    button: t('nearMe.button'),
    here: t('nearMe.here'),
    clear: t('nearMe.clear'),
    denied: t('nearMe.denied'),
    unavailable: t('nearMe.unavailable'),
  };

  const go = (next: Where) => void navigate(servicesPathOf({ q: what, ...whereFilters(next) }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(where);
  };
  const searchNearMe = (here: Here) => {
    setWhere({ text: '', here });
    go({ text: '', here });
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('searchForm.label')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <WhatWhereNearInputs
          what={what}
          onWhatChange={setWhat}
          where={where}
          onWhereChange={setWhere}
          onNearMe={searchNearMe}
          words={words}
          styles={FLEX}
        />
      </Group>
      <Button type="submit" mt="sm" leftSection={<IconSearch size={18} />}>
        {t('searchForm.submit')}
      </Button>
    </form>
  );
}
