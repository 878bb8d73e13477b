import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ConsoleJob } from '@pothik/domain';

const dhakaTime = (iso: string | null) =>
  iso === null ? 'never' : new Date(iso).toLocaleString('en-GB', { timeZone: 'Asia/Dhaka' });

/**
 * The dashboard's list of the API's timed jobs (trip expiry, the outbox, housekeeping…): a job whose
 * last round failed is named with its error, so one that stopped working is seen.
 */
export function TimedJobs({ rows }: { rows: ConsoleJob[] }) {
  if (rows.length === 0) return <Typography>No timed jobs.</Typography>;
  return (
    <Table size="small" aria-label="Timed jobs">
      <TableHead>
        <TableRow>
          <TableCell>Job</TableCell>
          <TableCell>Every</TableCell>
          <TableCell>Rounds</TableCell>
          <TableCell>Failed</TableCell>
          <TableCell>Last started</TableCell>
          <TableCell>Last success</TableCell>
          <TableCell>Last error</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((job) => (
          <TableRow key={job.name}>
            <TableCell>{job.name}</TableCell>
            <TableCell>
              {job.every_seconds === null ? 'not on a timer here' : `${job.every_seconds} s`}
            </TableCell>
            <TableCell>{job.runs}</TableCell>
            <TableCell>{job.failures}</TableCell>
            <TableCell>{dhakaTime(job.last_started_at)}</TableCell>
            <TableCell>{dhakaTime(job.last_success_at)}</TableCell>
            <TableCell>{job.last_error ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
