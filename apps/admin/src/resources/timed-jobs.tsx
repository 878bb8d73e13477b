import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ConsoleJob } from '@pothik/domain';
import { useTranslate } from 'react-admin';
import { T, useIntl } from '../i18n/fields';

/**
 * The dashboard's list of the API's timed jobs (trip expiry, the outbox, housekeeping…): a job whose
 * last round failed is named with its error, so one that stopped working is seen.
 */
export function TimedJobs({ rows }: { rows: ConsoleJob[] }) {
  const translate = useTranslate();
  const intl = useIntl();
  const dhakaTime = (iso: string | null) => (iso === null ? translate('never') : intl.dateTime(iso));
  if (rows.length === 0)
    return (
      <Typography>
        <T>No timed jobs.</T>
      </Typography>
    );
  return (
    <Table size="small" aria-label={translate('Timed jobs')}>
      <TableHead>
        <TableRow>
          <TableCell>
            <T>Job</T>
          </TableCell>
          <TableCell>
            <T>Every</T>
          </TableCell>
          <TableCell>
            <T>Rounds</T>
          </TableCell>
          <TableCell>
            <T>Failed</T>
          </TableCell>
          <TableCell>
            <T>Last started</T>
          </TableCell>
          <TableCell>
            <T>Last success</T>
          </TableCell>
          <TableCell>
            <T>Last error</T>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((job) => (
          <TableRow key={job.name}>
            <TableCell translate="no">{job.name}</TableCell>
            <TableCell>
              {job.every_seconds === null
                ? translate('not on a timer here')
                : translate('%{seconds} s', { seconds: job.every_seconds })}
            </TableCell>
            <TableCell>{intl.number(job.runs)}</TableCell>
            <TableCell>{intl.number(job.failures)}</TableCell>
            <TableCell>{dhakaTime(job.last_started_at)}</TableCell>
            <TableCell>{dhakaTime(job.last_success_at)}</TableCell>
            <TableCell translate="no">{job.last_error ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
