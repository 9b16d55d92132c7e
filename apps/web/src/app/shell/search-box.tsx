import { TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { IconSearch } from '../../components/icons';
import { servicesSearchPath } from '../../lib/search';
import { useTranslation } from '../../i18n/i18n';

type SearchBoxProps = {
  /** A visible label (the drawer); the top bar relies on the placeholder and an aria-label. */
  withLabel?: boolean;
  className?: string;
  onSearch?: () => void;
};

/** "Search services" → /servises?q=<text> on Enter. */
export function SearchBox({ withLabel = false, className, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(servicesSearchPath(text));
    onSearch?.();
  };

  return (
    <form role="search" aria-label={t('searchBox.site')} onSubmit={submit} className={className}>
      <TextInput
        type="search"
        label={withLabel ? t('searchBox.label') : undefined}
        aria-label={withLabel ? undefined : t('searchBox.label')}
        placeholder={t('searchBox.label')}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        enterKeyHint="search"
        autoComplete="off"
      />
    </form>
  );
}
