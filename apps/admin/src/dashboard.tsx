import { Box, Card, CardContent, Typography } from '@mui/material';
import type { StaffDashboard } from '@pothik/domain';
import { useEffect, useState } from 'react';
import { Link, Title, usePermissions, useTranslate } from 'react-admin';
import { API, errorText, httpClient } from './api';
import { T, useIntl } from './i18n/fields';
import { FailedDeliveries } from './resources/notification-outcome';
import { TimedJobs } from './resources/timed-jobs';

function Figure({ label, value }: { label: string; value: string }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {translate(label)}
        </Typography>
        <Typography variant="h4">{value}</Typography>
      </CardContent>
    </Card>
  );
}

const editorLinks = [
  { to: '/content/blogs/create', label: 'Write a blog post' },
  { to: '/content/campaigns/create', label: 'Start a campaign' },
  { to: '/content/news/create', label: 'Add a news item' },
  { to: '/content/pages', label: 'Edit the about, terms and privacy pages' },
];

/** An editor's start: the figures are ops' business, the content is theirs. */
function EditorHome() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Content" />
      <Typography component="h2" variant="h6">
        <T>What the site shows</T>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <T>
          Write in English and Bangla side by side; save as a draft, publish now, or set a time to publish.
        </T>
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1 }}>
        {editorLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{translate(link.label)}</Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Ops and admins see the business's figures; editors, their content. */
export function DashboardPage() {
  const { permissions, isPending } = usePermissions<string>();
  if (isPending)
    return (
      <Typography role="status">
        <T>Loading…</T>
      </Typography>
    );
  return permissions === 'editor' ? <EditorHome /> : <Figures />;
}

/** The last 30 days; bars are drawn in CSS (each as a share of the busiest day). */
function Figures() {
  const translate = useTranslate();
  const intl = useIntl();
  const [data, setData] = useState<StaffDashboard | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    httpClient(`${API}/dashboard`)
      .then(({ json }) => setData((json as { data: StaffDashboard }).data))
      .catch((err) => setError(errorText(err)));
  }, []);
  if (error) return <Typography role="alert">{translate(error)}</Typography>;
  if (!data)
    return (
      <Typography role="status">
        <T>Loading the last 30 days…</T>
      </Typography>
    );
  const busiest = Math.max(1, ...data.trips_per_day.map((d) => d.trips));
  const weeks = [...new Set(data.leads_per_week.map((l) => l.week))];
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Title title="Dashboard: last 30 days" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>
        <Figure label="Trips requested" value={intl.number(data.trips)} />
        <Figure label="Requests with no bid" value={intl.number(data.requests_without_bid)} />
        <Figure
          label="Median minutes to first bid"
          value={
            data.median_minutes_to_first_bid === null ? '—' : intl.number(data.median_minutes_to_first_bid)
          }
        />
        <Figure
          label="Acceptance rate"
          value={
            data.acceptance_rate === null ? '—' : intl.number(data.acceptance_rate, { style: 'percent' })
          }
        />
        <Figure label="Cancellations" value={intl.number(data.cancellations)} />
      </Box>
      <Card>
        <CardContent>
          <Typography component="h2" variant="h6">
            <T>Trips per day</T>
          </Typography>
          {data.trips_per_day.length === 0 && (
            <Typography>
              <T>No trips in the last 30 days.</T>
            </Typography>
          )}
          {data.trips_per_day.map((d) => (
            <Box key={d.day} sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 0.5 }}>
              <Typography variant="body2" sx={{ width: 96 }}>
                {intl.date(`${d.day}T12:00:00+06:00`)}
              </Typography>
              <Box
                role="img"
                aria-label={translate('%{trips} trips, %{confirmed} booked, %{cancelled} cancelled', d)}
                sx={{
                  height: 14,
                  width: `${(d.trips / busiest) * 70}%`,
                  bgcolor: 'primary.main',
                  borderRadius: 1,
                }}
              />
              <Typography variant="body2">{intl.number(d.trips)}</Typography>
            </Box>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography component="h2" variant="h6">
            <T>Leads per week</T>
          </Typography>
          {weeks.length === 0 && (
            <Typography>
              <T>No leads in the last 30 days.</T>
            </Typography>
          )}
          {weeks.map((week) => (
            <Typography key={week} variant="body2">
              {translate('Week of %{week}: %{leads}', {
                week: intl.date(`${week}T12:00:00+06:00`),
                leads: data.leads_per_week
                  .filter((l) => l.week === week)
                  .map(
                    (l) => `${translate(l.kind.replaceAll('_', ' '), { _: l.kind })} ${intl.number(l.leads)}`,
                  )
                  .join(', '),
              })}
            </Typography>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography component="h2" variant="h6">
            <T>Failed deliveries, last 24 hours</T>
          </Typography>
          <FailedDeliveries rows={data.failed_deliveries} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography component="h2" variant="h6">
            <T>Timed jobs</T>
          </Typography>
          <TimedJobs rows={data.jobs} />
        </CardContent>
      </Card>
    </Box>
  );
}
