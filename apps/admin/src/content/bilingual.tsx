import { Box } from '@mui/material';
import { RichTextInput } from 'ra-input-rich-text';
import { required, TextInput, useTranslate } from 'react-admin';

type Props = {
  /** The field's stem: `title` edits `title_en` and `title_bn`. */
  source: string;
  label: string;
  kind?: 'line' | 'paragraph' | 'rich';
  isOptional?: boolean;
};

/** English and Bangla side by side (stacked on a phone), so a translation is written against its original. */
export function Bilingual({ source, label, kind = 'line', isOptional = false }: Props) {
  const validate = isOptional ? undefined : required();
  const translate = useTranslate();
  const labelIn = (name: string) =>
    translate('%{label} (%{language})', { label: translate(label), language: name });
  const input = (lang: 'en' | 'bn', name: string) =>
    kind === 'rich' ? (
      <RichTextInput source={`${source}_${lang}`} label={labelIn(name)} validate={validate} fullWidth />
    ) : (
      <TextInput
        source={`${source}_${lang}`}
        label={labelIn(name)}
        validate={validate}
        multiline={kind === 'paragraph'}
        minRows={kind === 'paragraph' ? 3 : undefined}
        fullWidth
      />
    );
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        columnGap: 2,
        width: '100%',
      }}
    >
      <div lang="en" data-lang="en">
        {input('en', translate('English'))}
      </div>
      <div lang="bn" data-lang="bn">
        {input('bn', 'বাংলা')}
      </div>
    </Box>
  );
}
