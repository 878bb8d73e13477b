import {
  driverTripSafetySchema,
  idParamsSchema,
  incidentViewSchema,
  passengerTripSafetySchema,
  trustedContactSchema,
  trustedContactsSchema,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth';
import { currentDriver } from '../../drivers';
import { refusalSchema } from '../trips/schemas';
import { tripSmsSettingsOf } from '../trips/trip-sms';
import trustedContactRoutes from './contacts-routes';
import { type StaffAlertSettings, toIncidentView } from './incidents';
import { latestSosOfOwnTrip, type Raiser } from './sos';
import { registerSosRoutes } from './sos-routes';
import { demoTripCodeOf, findTripCode, tripCodeStateOf } from './trip-code';

const _contactsBodySchema = z.object({ contacts: trustedContactsSchema });
const _contactsAnswerSchema = z.object({
  message: z.string().optional(),
  code: z.string().optional(),
  data: z.array(trustedContactSchema),
});
const _incidentAnswerSchema = z.object({ message: z.string(), code: z.string(), data: incidentViewSchema });

/** Where the staff's alerts go and the brand the contacts' SMS is signed with, from configuration. */
export const staffAlertSettingsOf = (config: FastifyInstance['config']): StaffAlertSettings => ({
  staffInbox: config.loginSms.alertEmail,
  brand: tripSmsSettingsOf(config).brand,
  siteUrl: tripSmsSettingsOf(config).siteUrl,
});

/** Trusted contacts, the trip's safety state and SOS for the passenger; mounted at /api/v3/user. */
export async function passengerSafetyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['safety'];
  const security = [{ bearer: [] }];
  const onRequest = app.requireUser('passenger');
  const alerts = staffAlertSettingsOf(app.config);
  const who = (request: Parameters<typeof currentUser>[0]): Raiser => ({
    role: 'passenger',
    userId: currentUser(request).id,
  });

  await app.register(trustedContactRoutes);

  r.get(
    '/trips/:id/safety',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "A trip's check-in code state (never the code) and the passenger's latest SOS on it",
        params: idParamsSchema,
        response: { 200: z.object({ data: passengerTripSafetySchema }), 404: refusalSchema },
      },
    },
    async (request) => {
      const { trip, incident } = await latestSosOfOwnTrip(app.database.db, request.params.id, who(request));
      const codeState = await tripCodeStateOf(app.database.db, trip.id);
      // Demo mode, never production (as the demo fleet itself): a demo driver has no app to show the code.
      const isDemo = app.config.demo && app.config.env !== 'production';
      const demoCode = isDemo && !codeState.locked ? await demoTripCodeOf(app.database.db, trip) : null;
      return {
        data: {
          trip_code: demoCode ? { ...codeState, demo_code: demoCode } : codeState,
          incident: incident ? toIncidentView(incident) : null,
        },
      };
    },
  );

  registerSosRoutes(app, {
    onRequest,
    who,
    alerts,
    raiseSummary:
      'Raise an SOS on a booked or started trip: the incident is written, then staff and the trusted contacts are alerted',
    safeSummary: '"I am safe": the passenger closes their open SOS on the trip',
    errors: { 404: refusalSchema },
  });
}

/** The driver's trip code and SOS; mounted at /api/v3/driver. */
export async function driverSafetyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['safety'];
  const security = [{ bearer: [] }];
  const onRequest = app.requireUser('driver');
  const alerts = staffAlertSettingsOf(app.config);
  const who = async (request: Parameters<typeof currentUser>[0]): Promise<Raiser> => {
    const driver = await currentDriver(app.database.db, request);
    return { role: 'driver', userId: currentUser(request).id, driverId: driver.id };
  };
  const errors = { 403: refusalSchema, 404: refusalSchema };

  r.get(
    '/trips/:id/safety',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The trip code to show the passenger at check-in, and the driver's latest SOS on the trip",
        params: idParamsSchema,
        response: { 200: z.object({ data: driverTripSafetySchema }), ...errors },
      },
    },
    async (request) => {
      const { trip, incident } = await latestSosOfOwnTrip(
        app.database.db,
        request.params.id,
        await who(request),
      );
      const code = await findTripCode(app.database.db, trip.id);
      // The code matters until check-in; after it, or on a trip no longer booked, it is not shown.
      const showCode = code && (trip.status === 'confirmed' || trip.status === 'cancel_requested');
      return {
        data: {
          trip_code: showCode ? code.code : null,
          trip_code_locked: Boolean(code?.lockedAt),
          incident: incident ? toIncidentView(incident) : null,
        },
      };
    },
  );

  registerSosRoutes(app, {
    onRequest,
    who,
    alerts,
    raiseSummary:
      'Raise an SOS as the driver of a booked or started trip: the incident is written, then staff are alerted',
    safeSummary: '"I am safe": the driver closes their open SOS on the trip',
    errors,
  });
}
