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
} from 'react-admin';
import { API, errorText, httpClient } from '../api';
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
  useEffect(() => {
    httpClient(`${API}/support-report?weeks=8`)
      .then(({ json }) => setReport((json as { data: Report }).data))
      .catch((err: unknown) => setError(errorText(err)));
  }, []);
  return (
    <Card>
      <Title title="Support report" />
      <CardContent>
        {error && <Typography role="alert">{error}</Typography>}
        {report && (
          <>
            <Typography variant="h6" component="h2">
              Outcomes of {report.resolved} tickets resolved in the last 8 weeks
            </Typography>
            <Table size="small" aria-label="Outcomes">
              <TableBody>
                {ticketOutcomes.map((o) => (
                  <TableRow key={o}>
                    <TableCell>{outcomeLabels[o]}</TableCell>
                    <TableCell align="right">{report.outcomes[o]}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              Satisfaction per agent and category per week
            </Typography>
            <Table size="small" aria-label="Satisfaction">
              <TableHead>
                <TableRow>
                  <TableCell>Week from</TableCell>
                  <TableCell>Agent</TableCell>
                  <TableCell>Category</TableCell>
                  <TableCell align="right">Rated</TableCell>
                  <TableCell align="right">Average (1–5)</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.satisfaction.map((s) => (
                  <TableRow key={`${s.week}-${s.agent_id}-${s.category}`}>
                    <TableCell>{s.week}</TableCell>
                    <TableCell>{s.agent_id === null ? '—' : `#${s.agent_id}`}</TableCell>
                    <TableCell>{categoryLabels[s.category]}</TableCell>
                    <TableCell align="right">{s.rated}</TableCell>
                    <TableCell align="right">{s.average}</TableCell>
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
