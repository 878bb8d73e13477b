import LaunchIcon from '@mui/icons-material/Launch';
import { Button, Chip } from '@mui/material';
import type { ContentPublication } from '@pothik/domain';
import type { ReactElement, ReactNode } from 'react';
import { DateTimeInput, Edit, SelectInput, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { T } from '../i18n/fields';

const statuses = [
  { id: 'draft', name: 'Draft (not on the site)' },
  { id: 'published', name: 'Published' },
];

/** Draft or published, and from when: a published entry with a time to come is scheduled. */
export function PublicationInputs() {
  return (
    <>
      <SelectInput source="status" choices={statuses} defaultValue="draft" />
      <DateTimeInput
        source="published_at"
        label="Publish at"
        helperText="Empty: now. A time to come schedules it; the site shows it from then on."
      />
    </>
  );
}

/** Where an entry stands: Draft, Scheduled or Published. */
export function PublicationField(_props: { label?: string }) {
  const record = useRecordContext<ContentPublication>();
  const translate = useTranslate();
  if (!record?.status) return null;
  if (record.status === 'draft') return <Chip size="small" label={translate('Draft')} />;
  const isScheduled = record.published_at && Date.parse(record.published_at) > Date.now();
  return isScheduled ? (
    <Chip size="small" color="warning" label={translate('Scheduled')} />
  ) : (
    <Chip size="small" color="success" label={translate('Published')} />
  );
}

/** Opens the entry's page on the site in a new tab (a draft shows there only once published). */
export function ViewOnSiteButton() {
  const record = useRecordContext<ContentPublication>();
  if (!record?.view_url) return null;
  return (
    <Button
      href={record.view_url}
      target="_blank"
      rel="noopener"
      size="small"
      startIcon={<LaunchIcon />}
      onClick={(event) => event.stopPropagation()}
    >
      <T>View on site</T>
    </Button>
  );
}

/** A content entry's edit page: saved only once the API has taken it, with its page on the site a click away. */
export function ContentEdit({ title, children }: { title: string | ReactElement; children: ReactNode }) {
  return (
    <Edit
      title={title}
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <ViewOnSiteButton />
        </TopToolbar>
      }
    >
      {children}
    </Edit>
  );
}
