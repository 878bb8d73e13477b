import { Button, MenuItem, TextField as MuiTextField, Stack } from '@mui/material';
import { type DocumentRejectReason, documentKindNames, documentRejectReasons } from '@pothik/domain';
import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { API, errorText, httpClient } from '../api';
import { DateField, T, TextField } from '../i18n/fields';

// Drivers' papers waiting for review (DESIGN.md §17), oldest first: the pictures (private, behind links
// that live five minutes: the list is reloaded to see them again), the number and expiry, the NID check's
// answer, and approve or reject with a reason the driver reads in their language.

type NidCheck = { status: string; name_match: boolean | null; checked_at: string };
type PaperRecord = {
  id: number;
  kind: keyof typeof documentKindNames;
  pictures: string[];
  nid_check: NidCheck | null;
  driver_name: string;
};

const reasons = Object.entries(documentRejectReasons) as [DocumentRejectReason, { en: string; bn: string }][];

/** The console's language, as packages/domain's bilingual names are keyed. */
function useLang(): 'en' | 'bn' {
  const [locale] = useLocaleState();
  return locale === 'bn' ? 'bn' : 'en';
}

function Pictures() {
  const paper = useRecordContext<PaperRecord>();
  const translate = useTranslate();
  const lang = useLang();
  if (!paper || paper.pictures.length === 0) return <T>No picture</T>;
  const what = paper.kind === 'car_photo' ? translate('their car') : documentKindNames[paper.kind][lang];
  return (
    <Stack direction="row" spacing={1}>
      {paper.pictures.map((src, i) => (
        <a key={src} href={src} target="_blank" rel="noreferrer">
          <img
            src={src}
            alt={`${paper.driver_name}: ${what} (${i + 1})`}
            style={{ maxWidth: 160, maxHeight: 110, objectFit: 'contain' }}
          />
        </a>
      ))}
    </Stack>
  );
}

function NidResult() {
  const paper = useRecordContext<PaperRecord>();
  const translate = useTranslate();
  if (!paper?.nid_check) return <span>{paper?.kind === 'nid_front' ? translate('Not checked') : ''}</span>;
  const { status, name_match } = paper.nid_check;
  return (
    <span>
      {translate(status.replaceAll('_', ' '), { _: status })}
      {name_match === null ? '' : ` ${translate(name_match ? '(name matches)' : '(name differs)')}`}
    </span>
  );
}

function ReviewButtons() {
  const paper = useRecordContext<PaperRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [reason, setReason] = useState<DocumentRejectReason>('unreadable');
  const [busy, setBusy] = useState(false);
  const translate = useTranslate();
  const lang = useLang();
  if (!paper) return null;
  const review = async (body: object, done: string) => {
    setBusy(true);
    try {
      await httpClient(`${API}/driver-documents/${paper.id}`, { method: 'PUT', body: JSON.stringify(body) });
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button
        variant="contained"
        size="small"
        disabled={busy}
        onClick={() => review({ review: 'approved' }, translate('Paper approved: the driver is told.'))}
      >
        <T>Approve</T>
      </Button>
      <MuiTextField
        select
        size="small"
        label={translate('Reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value as DocumentRejectReason)}
        sx={{ minWidth: 180 }}
      >
        {reasons.map(([id, text]) => (
          <MenuItem key={id} value={id}>
            {text[lang]}
          </MenuItem>
        ))}
      </MuiTextField>
      <Button
        variant="outlined"
        color="error"
        size="small"
        disabled={busy}
        onClick={() =>
          review(
            { review: 'rejected', reject_reason: reason },
            translate('Paper rejected: the driver is told why.'),
          )
        }
      >
        <T>Reject</T>
      </Button>
    </Stack>
  );
}

export function PaperQueue() {
  const lang = useLang();
  return (
    <List title="Drivers' papers to review" exporter={false} sort={{ field: 'created_at', order: 'ASC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="driver_name" label="Driver" />
        <TextField source="driver_mobile" label="Mobile" />
        <TextField source="car_type" label="Car type" translateValue />
        <FunctionField<PaperRecord> label="Paper" render={(p) => documentKindNames[p.kind][lang]} />
        <TextField source="number" label="Number" />
        <DateField source="expires_at" label="Expires" emptyText="Does not expire" />
        <FunctionField label="Pictures" render={() => <Pictures />} />
        <FunctionField label="NID check" render={() => <NidResult />} />
        <DateField source="created_at" label="Sent" showTime />
        <FunctionField label="Review" render={() => <ReviewButtons />} />
      </Datagrid>
    </List>
  );
}
