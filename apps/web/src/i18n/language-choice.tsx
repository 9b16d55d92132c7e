import { SegmentedControl, Text } from '@mantine/core';
import { type Language, LANGUAGES } from '@sevak/shared';
import { useId } from 'react';
import { LANGUAGE_NAMES, useTranslation } from './i18n';
import classes from './language-name.module.css';
import { useLanguageSwitch } from './language-switch';

/** The side menu's switch: both languages, the current one marked. */
export function LanguageChoice() {
  const { t } = useTranslation();
  const { language, choose } = useLanguageSwitch();
  const labelId = useId();
  return (
    <div>
      <Text id={labelId} size="sm" fw={500} mb={4}>
        {t('language.label')}
      </Text>
      <SegmentedControl
        fullWidth
        aria-labelledby={labelId}
        value={language}
        onChange={(value) => choose(value as Language)}
        data={LANGUAGES.map((lng) => ({
          value: lng,
          label: (
            <span lang={lng} className={classes.name}>
              {LANGUAGE_NAMES[lng]}
            </span>
          ),
        }))}
      />
    </div>
  );
}
