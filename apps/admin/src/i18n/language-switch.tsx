import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { ConsoleLanguage } from '@pothik/domain';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { errorText, post } from '../api';

/**
 * English or বাংলা, in the app bar: the choice is kept on the staff member's account (POST
 * /auth/language), so the console speaks it at their next login on any computer. Each language is named
 * in itself, so whoever cannot read the other finds their own.
 */
export function LanguageSwitch() {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const choose = async (language: ConsoleLanguage) => {
    setBusy(true);
    try {
      await post('/auth/language', { language });
      setLocale(language);
    } catch (err) {
      notify(errorText(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={locale === 'bn' ? 'bn' : 'en'}
      disabled={busy}
      aria-label={translate('Console language')}
      onChange={(_, language: ConsoleLanguage | null) => {
        if (language) void choose(language);
      }}
      translate="no"
      sx={{ mx: 1, '& .MuiToggleButton-root': { color: 'inherit', borderColor: 'currentColor', py: 0.25 } }}
    >
      <ToggleButton value="en" lang="en">
        English
      </ToggleButton>
      <ToggleButton value="bn" lang="bn">
        বাংলা
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
