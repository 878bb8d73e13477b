import { Box, Button, Typography } from '@mui/material';
import type { UploadedImage } from '@pothik/domain';
import { useId, useState } from 'react';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { API, errorText, httpClient } from '../api';

type Props = { source: string; label: string; isRequired?: boolean };

/**
 * A picture field: upload a file (kept by the API's storage adapter, re-encoded to WebP) or type an
 * address; the chosen picture is previewed. The field holds the 960 px address the API answers.
 */
export function ImageInput({ source, label, isRequired = false }: Props) {
  const { field, fieldState } = useInput({ source, defaultValue: null });
  const notify = useNotify();
  const translate = useTranslate();
  const [isUploading, setUploading] = useState(false);
  const inputId = useId();
  const value = typeof field.value === 'string' ? field.value : '';

  async function upload(file: File) {
    const body = new FormData();
    body.append('image', file);
    setUploading(true);
    try {
      const { json } = await httpClient(`${API}/images`, { method: 'POST', body });
      field.onChange((json as { data: UploadedImage }).data.url);
      notify('Picture uploaded', { type: 'success' });
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Box sx={{ my: 1, width: '100%' }}>
      <Typography component="label" htmlFor={`${inputId}-address`} variant="body2" sx={{ display: 'block' }}>
        {translate(label)}
        {isRequired ? ' *' : ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 0.5 }}>
        <input
          id={`${inputId}-address`}
          value={value}
          onChange={(event) => field.onChange(event.target.value || null)}
          onBlur={field.onBlur}
          placeholder="/images/… or https://…"
          style={{ flex: '1 1 16rem', minHeight: 40, padding: '0 8px', font: 'inherit' }}
        />
        <Button component="label" variant="outlined" disabled={isUploading}>
          {translate(isUploading ? 'Uploading…' : 'Upload picture')}
          <input
            type="file"
            hidden
            accept="image/jpeg,image/png,image/webp"
            aria-label={translate('Upload %{label}', { label: translate(label) })}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </Button>
      </Box>
      {fieldState.error?.message && (
        <Typography color="error" variant="caption" role="alert">
          {fieldState.error.message}
        </Typography>
      )}
      {value && (
        <Box
          component="img"
          src={value}
          alt={translate('%{label} preview', { label: translate(label) })}
          sx={{ mt: 1, maxWidth: 320, maxHeight: 180, objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
      )}
    </Box>
  );
}
