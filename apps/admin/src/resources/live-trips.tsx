import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { bangladeshBounds } from '@pothik/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, Title, useTranslate } from 'react-admin';
import { API, httpClient } from '../api';
import { T, useIntl, useValueText } from '../i18n/fields';
import { useLivePositions } from './live-positions';

// Staff's live map (issue 43 item 7): every trip a car is driving to or on, over Bangladesh's outline
// box without map tiles (the console needs no outside service), trips with an incident first.

type LiveTrip = {
  trip_id: number;
  status: string;
  car_type: string;
  plate_number: string | null;
  pickup: { lat: number; lng: number };
  dropoff: { lat: number; lng: number } | null;
  position: { lat: number; lng: number; at: string; is_stale: boolean } | null;
  incident: { id: number; kind: string; state: string } | null;
};

/** How often the map asks again: a car reports every 5–10 s (while the socket pushes them, for new trips). */
const REFRESH_MS = 5_000;
const PUSHED_REFRESH_MS = 30_000;
const WIDTH = 470;
const HEIGHT = 620;
const { lat, lng } = bangladeshBounds;
const x = (value: number) => ((value - lng.min) / (lng.max - lng.min)) * WIDTH;
const y = (value: number) => ((lat.max - value) / (lat.max - lat.min)) * HEIGHT;
const secondsSince = (iso: string) => Math.max(0, Math.round((Date.now() - new Date(iso).getTime()) / 1000));

function useLiveTrips() {
  const [trips, setTrips] = useState<LiveTrip[] | null>(null);
  const [failed, setFailed] = useState(false);
  // The current poll's load, so a `resync` on the socket reads the list again at once.
  const loadNow = useRef(() => {});
  const pushed = useLivePositions(
    (tripId, { lat, lng, at }) =>
      setTrips(
        (list) =>
          list?.map((t) =>
            t.trip_id === tripId ? { ...t, position: { lat, lng, at, is_stale: false } } : t,
          ) ?? list,
      ),
    () => loadNow.current(),
  );
  useEffect(() => {
    let stopped = false;
    const load = async () => {
      try {
        const { json } = await httpClient(`${API}/live-trips`);
        if (!stopped) {
          setTrips((json as { data: LiveTrip[] }).data);
          setFailed(false);
        }
      } catch {
        if (!stopped) setFailed(true);
      }
    };
    loadNow.current = () => void load();
    void load();
    const timer = setInterval(() => void load(), pushed ? PUSHED_REFRESH_MS : REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [pushed]);
  return { trips, failed };
}

function TripsMap({ trips }: { trips: LiveTrip[] }) {
  const translate = useTranslate();
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      style={{ maxWidth: WIDTH, background: '#eef4f3', border: '1px solid #ccc' }}
      role="img"
      aria-label={translate('%{trips} trips on the road, %{incidents} with an incident', {
        trips: trips.length,
        incidents: trips.filter((t) => t.incident).length,
      })}
    >
      {trips.map((trip) => {
        const car = trip.position ?? trip.pickup;
        const colour = trip.incident ? '#b91c1c' : trip.position?.is_stale ? '#6b7280' : '#0f766e';
        return (
          <g key={trip.trip_id}>
            {trip.dropoff && (
              <line
                x1={x(trip.pickup.lng)}
                y1={y(trip.pickup.lat)}
                x2={x(trip.dropoff.lng)}
                y2={y(trip.dropoff.lat)}
                stroke="#94a3b8"
                strokeDasharray="4 3"
              />
            )}
            <circle cx={x(car.lng)} cy={y(car.lat)} r={trip.incident ? 7 : 5} fill={colour}>
              <title>
                {translate('Trip #%{trip} · %{status}', {
                  trip: trip.trip_id,
                  status: translate(trip.status.replaceAll('_', ' '), { _: trip.status }),
                })}
                {trip.incident
                  ? ` · ${translate(trip.incident.kind.replaceAll('_', ' '), { _: trip.incident.kind })}`
                  : ''}
              </title>
            </circle>
          </g>
        );
      })}
    </svg>
  );
}

export function LiveTripsPage() {
  const { trips, failed } = useLiveTrips();
  const translate = useTranslate();
  const intl = useIntl();
  const value = useValueText();
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title="Live map" />
      <Typography variant="h5" component="h1">
        <T>Trips on the road</T>
      </Typography>
      {failed && (
        <Typography role="alert">
          <T>The live trips could not be loaded; trying again every few seconds.</T>
        </Typography>
      )}
      {trips === null && !failed && (
        <Typography>
          <T>Loading…</T>
        </Typography>
      )}
      {trips && trips.length === 0 && (
        <Typography>
          <T>No car is on its way or on a trip now.</T>
        </Typography>
      )}
      {trips && trips.length > 0 && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TripsMap trips={trips} />
          <Table size="small" aria-label={translate('Trips on the road, incidents first')}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <T>Trip</T>
                </TableCell>
                <TableCell>
                  <T>Status</T>
                </TableCell>
                <TableCell>
                  <T>Plate</T>
                </TableCell>
                <TableCell>
                  <T>Last position</T>
                </TableCell>
                <TableCell>
                  <T>Incident</T>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {trips.map((trip) => (
                <TableRow key={trip.trip_id} selected={Boolean(trip.incident)}>
                  <TableCell>
                    <Link to={`/trips/${trip.trip_id}/show`}>
                      #{intl.number(trip.trip_id, { useGrouping: false })}
                    </Link>
                  </TableCell>
                  <TableCell>{value(trip.status)}</TableCell>
                  <TableCell translate="no">{trip.plate_number ?? ''}</TableCell>
                  <TableCell>
                    {trip.position
                      ? translate(trip.position.is_stale ? '%{seconds} s ago (silent)' : '%{seconds} s ago', {
                          seconds: secondsSince(trip.position.at),
                        })
                      : translate('none yet')}
                  </TableCell>
                  <TableCell>
                    {trip.incident ? (
                      <Link to={`/incidents/${trip.incident.id}/show`}>
                        {value(trip.incident.kind)} · {value(trip.incident.state)}
                      </Link>
                    ) : (
                      ''
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      )}
    </Stack>
  );
}
