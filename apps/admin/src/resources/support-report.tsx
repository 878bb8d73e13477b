import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type TicketCategory, type TicketOutcome, ticketOutcomes } from '@pothik/domain';
import { useEffect, useState } from 'react';
import {
  ArrayInput,
  Edit,
  NumberInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Title,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { API, errorText, httpClient } from '../api';
import { T, useIntl } from '../i18n/fields';
import { categoryLabels, outcomeLabels } from './support-labels';

// The support report (issue 46): outcomes of the tickets resolved in the last 8 weeks, and satisfaction
// per agent and category per week; and the support settings (timer targets, canned replies) for admins.

type Report = {
  resolved: number;
  outcomes: Record<TicketOutcome, number>;
  satisfaction: {
    week: string;
    agent_id: number | null;
    category: TicketCategory;
    rated: number;
    average: number;
  }[];
};

export function SupportReportPage() {
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const translate = useTranslate();
  const intl = useIntl();
  useEffect(() => {
    httpClient(`${API}/support-report?weeks=8`)
      .then(({ json }) => setReport((json as { data: Report }).data))
      .catch((err: unknown) => setError(errorText(err)));
  }, []);
  return (
    <Card>
      <Title title="Support report" />
      <CardContent>
        {error && <Typography role="alert">{translate(error)}</Typography>}
        {report && (
          <>
            <Typography variant="h6" component="h2">
              {translate('Outcomes of %{resolved} tickets resolved in the last 8 weeks', {
                resolved: report.resolved,
              })}
            </Typography>
            <Table size="small" aria-label={translate('Outcomes')}>
              <TableBody>
                {ticketOutcomes.map((o) => (
                  <TableRow key={o}>
                    <TableCell>{translate(outcomeLabels[o])}</TableCell>
                    <TableCell align="right">{intl.number(report.outcomes[o])}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              <T>Satisfaction per agent and category per week</T>
            </Typography>
            <Table size="small" aria-label={translate('Satisfaction')}>
              <TableHead>
                <TableRow>
                  <TableCell>
                    <T>Week from</T>
                  </TableCell>
                  <TableCell>
                    <T>Agent</T>
                  </TableCell>
                  <TableCell>
                    <T>Category</T>
                  </TableCell>
                  <TableCell align="right">
                    <T>Rated</T>
                  </TableCell>
                  <TableCell align="right">
                    <T>Average (1–5)</T>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.satisfaction.map((s) => (
                  <TableRow key={`${s.week}-${s.agent_id}-${s.category}`}>
                    <TableCell>{intl.date(`${s.week}T12:00:00+06:00`)}</TableCell>
                    <TableCell>
                      {s.agent_id === null ? '—' : `#${intl.number(s.agent_id, { useGrouping: false })}`}
                    </TableCell>
                    <TableCell>{translate(categoryLabels[s.category])}</TableCell>
                    <TableCell align="right">{intl.number(s.rated)}</TableCell>
                    <TableCell align="right">{intl.number(s.average)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}

export function SupportSettingsOpen() {
  const redirect = useRedirect();
  useEffect(() => redirect('edit', 'settings/support', 'current'), [redirect]);
  return null;
}

export const SupportSettingsEdit = () => (
  <Edit title="Support settings" mutationMode="pessimistic" redirect={false}>
    <SimpleForm>
      <NumberInput source="first_response_minutes" label="First response target (minutes)" />
      <NumberInput source="resolution_hours" label="Resolution target (hours)" />
      <ArrayInput source="canned_replies" label="Canned replies">
        <SimpleFormIterator inline>
          <TextInput source="title" label="Title" />
          <TextInput source="text_en" label="Reply (English)" multiline fullWidth />
          <TextInput source="text_bn" label="Reply (বাংলা)" multiline fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  </Edit>
);
