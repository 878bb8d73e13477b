import {
  businessLeadSchema,
  clubLeadSchema,
  gpLoyaltyCheckSchema,
  gpLoyaltyStatusSchema,
  type Lang,
  makeCarRequisitionSchema,
  makeDriverLeadSchema,
  messageCatalogue,
  type Survey,
  surveySchema,
} from '@pothik/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { type LeadKind, leadKinds } from '../../db/schema/index';
import { refuse } from '../../lib/errors';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../lib/pg-error';
import { markRouteAnswers } from '../../lib/route-answers';
import { consumeIpAllowance } from '../auth';
import { checkSurveyToken, isTripOfPassenger, tripExists } from '../booking';
import { isDevToolsEnabled } from '../dev';
import { idempotencyHeadersSchema } from '../idempotency';
import { findGpLoyaltyMember } from './gp-loyalty-repo';
import { listRecentLeads, tripHasSurvey } from './repo';
import { contactOf, type LeadInput, submitLead } from './submit-lead';

const refusalSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** A field no person sees or fills (the web hides it); a bot filling every input gives itself away. */
export const HONEYPOT_FIELD = 'website';

/** A form's fields as stored and emailed to staff: the human check's token is spent and no one's business. */
function withoutToken<T extends { recaptcha_token?: string }>(body: T): Omit<T, 'recaptcha_token'> {
  const { recaptcha_token: _spent, ...fields } = body;
  return fields;
}

/** The language the person wrote in, for their SMS confirmation: Bangla when the web says so. */
export const requestLang = (request: FastifyRequest): Lang =>
  /^bn\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'bn' : 'en';

type Received = 'leadReceived' | 'surveyReceived';
type Submission = Omit<LeadInput, 'lang'>;
type FormRoute = ReturnType<typeof formRouteOf>;
type LeadRouteParts = {
  tags: string[];
  enforceIpLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  formRoute: FormRoute;
};

/** The lead forms of DESIGN.md §12 under /web, and the survey at /api/v3/survey-submit. */
export default async function leadRoutes(app: FastifyInstance) {
  const tags = ['leads'];
  const enforceIpLimit = ipLimitOf(app);
  const parts = { tags, enforceIpLimit, formRoute: formRouteOf(app, tags, enforceIpLimit) };
  registerLeadFormRoutes(app, parts);
  registerGpLoyaltyCheckRoute(app, parts);
  registerSurveyRoute(app, parts);
  if (isDevToolsEnabled(app.config)) registerDevLeadsRoute(app);
}

function ipLimitOf(app: FastifyInstance) {
  return async function enforceIpLimit(request: FastifyRequest, reply: FastifyReply) {
    const verdict = await consumeIpAllowance(app.database.db, {
      scope: 'lead',
      ip: request.ip,
      limitPerHour: app.config.leads.ipLimitPerHour,
      now: app.clock.now(),
    });
    if (verdict.allowed) return;
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw refuse('tooManyRequests', 429);
  };
}

/** A form's POST: the honeypot, the per-IP allowance and the human check, then its lead stored once. */
function formRouteOf(app: FastifyInstance, tags: string[], enforceIpLimit: LeadRouteParts['enforceIpLimit']) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bots = new WeakSet<FastifyRequest>();

  // Runs before validation: the honeypot is not part of the form's schema, which would drop it.
  const spotBot: preValidationAsyncHookHandler = async (request) => {
    const body = request.body as Record<string, unknown> | null | undefined;
    const trap = body && typeof body === 'object' ? body[HONEYPOT_FIELD] : undefined;
    if (typeof trap === 'string' && trap.trim() !== '') bots.add(request);
  };

  // With a real human check every form needs its token (the demo's forms send none); it is not stored.
  async function enforceHumanCheck(request: FastifyRequest) {
    const token = (request.body as { recaptcha_token?: string }).recaptcha_token;
    const check = await app.humanCheck.verify({ token, remoteIp: request.ip, action: 'lead' });
    if (!check.passed) throw refuse('humanCheckFailed');
  }

  return function formRoute<S extends z.ZodType>(
    path: string,
    body: S,
    toSubmission: (request: FastifyRequest, tx: Tx) => Promise<Submission> | Submission,
    { code = 'leadReceived', onRequest }: { code?: Received; onRequest?: onRequestAsyncHookHandler } = {},
  ) {
    const received = () => ({ message: messageCatalogue[code].en, code });
    r.post(
      path,
      {
        onRequest,
        preValidation: [spotBot, app.idempotency.replay],
        schema: {
          tags,
          headers: idempotencyHeadersSchema,
          body,
          response: {
            201: z.object({ message: z.string(), code: z.literal(code) }),
            400: refusalSchema,
            401: refusalSchema,
            404: refusalSchema,
            409: refusalSchema,
            422: refusalSchema,
            429: refusalSchema,
          },
        },
      },
      async (request, reply) => {
        // The bot is told what a person is told, and nothing is stored or sent.
        if (bots.has(request)) return reply.code(201).send(received());
        await enforceIpLimit(request, reply);
        await enforceHumanCheck(request);
        const lang = requestLang(request);
        const now = app.clock.now();
        const result = await app.idempotency
          .run(request, async (tx) => {
            const submission = await toSubmission(request, tx);
            await submitLead(tx, { ...submission, lang }, { now, staffInbox: app.config.leads.staffEmail });
            return { statusCode: 201, body: received() };
          })
          .catch((err: unknown) => {
            // Two answers for one trip at once: the index lets one in; the other is told as a second is.
            if (
              pgErrorOf(err)?.code === UNIQUE_VIOLATION &&
              pgErrorOf(err)?.constraint === 'leads_one_survey_per_trip_idx'
            )
              throw refuse('surveyAlreadyAnswered', 409);
            throw err;
          });
        return app.idempotency.send(reply, result);
      },
    );
  };
}

/** The business, club, driver and car rental forms. */
function registerLeadFormRoutes(app: FastifyInstance, { formRoute }: LeadRouteParts) {
  const product = app.config.brandSlug;
  const leadRoute = <S extends z.ZodType>(path: string, kind: LeadKind, body: S) =>
    formRoute(path, body, (request) => {
      const fields = withoutToken(
        request.body as Parameters<typeof contactOf>[0] & { recaptcha_token?: string },
      );
      return { kind, contact: contactOf(fields), fields };
    });

  leadRoute(`/web/create/${product}_business`, 'business', businessLeadSchema);
  leadRoute(`/web/create/${product}_club`, 'club', clubLeadSchema);
  // "This year" and "today" are judged by the app's clock, which tests control.
  const now = () => app.clock.now();
  leadRoute(`/web/create/${product}_driver`, 'driver', makeDriverLeadSchema({ now }));
  leadRoute('/web/request/car-rental', 'car_rental', makeCarRequisitionSchema({ now }));
}

/** POST /web/check/gp-loyalty-status: whether a mobile is on the GP loyalty list. */
function registerGpLoyaltyCheckRoute(app: FastifyInstance, { tags, enforceIpLimit }: LeadRouteParts) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/web/check/gp-loyalty-status',
    {
      // Each check reads the list: the same per-IP allowance as a form keeps it from being walked.
      preHandler: enforceIpLimit,
      schema: {
        tags,
        body: gpLoyaltyCheckSchema,
        response: { 200: z.object({ data: gpLoyaltyStatusSchema }), 422: refusalSchema, 429: refusalSchema },
      },
    },
    async (request) => {
      const member = await findGpLoyaltyMember(app.database.db, request.body.mobile);
      return { data: member ? { eligible: true, tier: member.tier } : { eligible: false } };
    },
  );
}

/** POST /api/v3/survey-submit. */
function registerSurveyRoute(app: FastifyInstance, { formRoute }: LeadRouteParts) {
  // A signed-in passenger's survey is theirs and may name one of their trips; a visitor's is anonymous.
  const passenger = app.requireUser('passenger');
  formRoute(
    '/api/v3/survey-submit',
    surveySchema,
    async (request, tx) => {
      const { survey_token: surveyToken, ...fields } = withoutToken(request.body as Survey);
      const userId = request.user?.id ?? null;
      const tripId = fields.trip_id ?? null;
      if (tripId !== null) {
        // The rider's own trip, or any trip its signed link names (the link's holder rode it) while
        // the link lasts.
        const link =
          surveyToken === undefined
            ? 'invalid'
            : checkSurveyToken(app.config.surveyLinkSecret, tripId, surveyToken, app.clock.now());
        const found =
          link === 'valid'
            ? await tripExists(tx, tripId)
            : userId
              ? await isTripOfPassenger(tx, tripId, userId)
              : false;
        if (!found) throw link === 'expired' ? refuse('surveyLinkExpired') : refuse('tripNotFound', 404);
        if (await tripHasSurvey(tx, tripId)) throw refuse('surveyAlreadyAnswered', 409);
      }
      return { kind: 'survey', contact: null, userId, tripId, fields };
    },
    {
      code: 'surveyReceived',
      // The document shows the bearer as optional (plugins/api-document.ts).
      onRequest: markRouteAnswers<onRequestAsyncHookHandler>(
        async (request, reply) => {
          if (request.headers.authorization) await passenger.call(app, request, reply);
        },
        { security: 'bearer', optional: true, refusals: [401, 403] },
      ),
    },
  );
}

// GET /api/v3/dev/leads?kind=&mobile=: the newest stored leads, so a test can read back what a form
// sent (outside production only, like the SMS outbox).
function registerDevLeadsRoute(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v3/dev/leads',
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({ kind: z.enum(leadKinds), mobile: z.string().max(20).optional() }),
      },
    },
    async (request, reply) => {
      const rows = await listRecentLeads(app.database.db, request.query.kind, {
        mobile: request.query.mobile,
        limit: 20,
      });
      reply.header('cache-control', 'no-store');
      return {
        data: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          name: row.name,
          mobile: row.mobile,
          lang: row.lang,
          user_id: row.userId,
          fields: row.fields,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
