import {
  type GuardianAnswer,
  guardianAnswerBodySchema,
  guardianCheckViewSchema,
  idParamsSchema,
  incidentViewSchema,
  messageCatalogue,
} from '@pothik/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../../db/changes/changes';
import type { Db } from '../../../db/client';
import { guardianChecks } from '../../../db/schema/index';
import { refuse } from '../../../lib/errors';
import { currentUser } from '../../auth';
import { findTripOfPassenger } from '../trips/repo';
import { refusalSchema } from '../trips/schemas';
import { tripNotFound } from '../trips/trip-errors';
import { pendingGuardianCheck, runGuardianChecks, toGuardianCheckView } from './guardian-checks';
import { addIncidentEvent, type StaffAlertSettings, toIncidentView } from './incidents';
import { staffAlertSettingsOf } from './routes';
import { raiseSosInTx } from './sos';

/**
 * The passenger's answer, once: the pending check is locked and must still be unanswered. "I need help"
 * raises the passenger's SOS in the same transaction (the safety module's SOS path: staff and trusted
 * contacts alerted at once). A late answer to a check staff were already alerted of is noted on that
 * incident for them.
 */
async function answerGuardianCheck(
  db: Db,
  input: { tripId: number; userId: number; answer: GuardianAnswer; now: Date; alerts: StaffAlertSettings },
) {
  const { tripId, userId, answer, now, alerts } = input;
  return inTransaction(db, async (tx) => {
    const trip = await findTripOfPassenger(tx, tripId, userId);
    if (!trip) throw tripNotFound();
    const pending = await pendingGuardianCheck(tx, trip.id, true);
    if (!pending) throw refuse('noPendingGuardianCheck', 409);
    const [check] = await tx
      .update(guardianChecks)
      .set({ answeredAt: now, answer })
      .where(eq(guardianChecks.id, pending.id))
      .returning();
    if (pending.incidentId !== null)
      await addIncidentEvent(tx, {
        incidentId: pending.incidentId,
        action: 'noted',
        actor: 'passenger',
        note:
          answer === 'ok'
            ? 'The passenger answered late: "I am fine".'
            : 'The passenger answered late: "I need help".',
        at: now,
      });
    const sos =
      answer === 'help'
        ? await raiseSosInTx(tx, { tripId: trip.id, who: { role: 'passenger', userId }, now, alerts })
        : undefined;
    return { check: check ?? pending, incident: sos?.incident };
  });
}

/** GET and answer "Is everything all right?" on the passenger's trip; mounted at /api/v3/user. */
export async function passengerGuardianRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['safety'];
  const security = [{ bearer: [] }];
  const onRequest = app.requireUser('passenger');
  const alerts = staffAlertSettingsOf(app.config);

  r.get(
    '/trips/:id/guardian-check',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'The "Is everything all right?" question waiting for the passenger\'s answer on a trip, if any',
        params: idParamsSchema,
        response: { 200: z.object({ data: guardianCheckViewSchema.nullable() }), 404: refusalSchema },
      },
    },
    async (request) => {
      const db = app.database.db;
      const trip = await findTripOfPassenger(db, request.params.id, currentUser(request).id);
      if (!trip) throw tripNotFound();
      const pending = await pendingGuardianCheck(db, trip.id);
      return { data: pending ? toGuardianCheckView(pending) : null };
    },
  );

  r.post(
    '/trips/:id/guardian-check/answer',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Answer "Is everything all right?": "ok" closes the question, "help" raises an SOS at once (staff and trusted contacts alerted)',
        params: idParamsSchema,
        body: guardianAnswerBodySchema,
        response: {
          200: z.object({
            message: z.string(),
            code: z.string(),
            data: z.object({ check: guardianCheckViewSchema, incident: incidentViewSchema.nullable() }),
          }),
          400: refusalSchema,
          404: refusalSchema,
          409: refusalSchema,
        },
      },
    },
    async (request) => {
      const { check, incident } = await answerGuardianCheck(app.database.db, {
        tripId: request.params.id,
        userId: currentUser(request).id,
        answer: request.body.answer,
        now: app.clock.now(),
        alerts,
      });
      const code = incident ? 'sosRaised' : 'guardianAnsweredOk';
      return {
        message: messageCatalogue[code].en,
        code,
        data: { check: toGuardianCheckView(check), incident: incident ? toIncidentView(incident) : null },
      };
    },
  );
}

/** The guardian-checks job on the app's job runner (docs/decisions/0017); 0 turns it off. */
export function addGuardianJob(app: FastifyInstance) {
  const settings = {
    corridorMinM: app.config.guardian.corridorMinM,
    alerts: staffAlertSettingsOf(app.config),
  };
  app.jobs.add({
    name: 'guardian-checks',
    everyMs: app.config.guardian.intervalSec * 1000,
    round: async (now) => {
      await runGuardianChecks(app.database.db, now, settings);
    },
  });
}
