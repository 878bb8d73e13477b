import { messageCatalogue, publicTicketSchema } from '@pothik/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuse } from '../../lib/errors';
import { type Allowance, consumeAllowance, consumeIpAllowance, refusalSchema } from '../auth';
import { staffAlertSettingsOf } from '../booking';
import { getSupportSettings } from '../settings';
import { requestLang } from './author-routes';
import { openTicket } from './tickets';

// A ticket from someone not logged in (issue 46): their number, the human check (as the lead forms
// have it), and two allowances counted in the database so they hold across processes: per number and
// per address. Replies reach them by SMS; reading the thread needs the login.

/** At most this many tickets per number in an hour, from any address. */
export const TICKETS_PER_NUMBER_PER_HOUR = 3;

function enforce(reply: FastifyReply, verdict: Allowance) {
  if (verdict.allowed) return;
  reply.header('retry-after', String(verdict.retryAfterSeconds));
  throw refuse('tooManyRequests', 429);
}

export default async function publicTicketRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/tickets',
    {
      schema: {
        tags: ['support'],
        summary: 'Open a support ticket without logging in: a mobile number and the human check',
        body: publicTicketSchema,
        response: {
          201: z.object({ message: z.string(), code: z.string(), data: z.object({ id: z.int() }) }),
          400: refusalSchema,
          422: refusalSchema,
          429: refusalSchema,
        },
      },
    },
    async (request, reply) => {
      const db = app.database.db;
      const now = app.clock.now();
      const { mobile, category, text, recaptcha_token: token } = request.body;
      enforce(
        reply,
        await consumeIpAllowance(db, {
          scope: 'ticket',
          ip: request.ip,
          limitPerHour: app.config.leads.ipLimitPerHour,
          now,
        }),
      );
      const check = await app.humanCheck.verify({ token, remoteIp: request.ip, action: 'lead' });
      if (!check.passed) throw refuse('humanCheckFailed');
      enforce(
        reply,
        await consumeAllowance(db, {
          scope: 'ticket-mobile',
          key: mobile,
          limit: TICKETS_PER_NUMBER_PER_HOUR,
          now,
        }),
      );
      // A number alone proves no account: the ticket is the number's, and no account's thread shows it.
      const ticket = await openTicket(db, {
        author: { role: 'passenger', userId: null, mobile, lang: requestLang(request) },
        category,
        text,
        trip: null,
        settings: await getSupportSettings(db),
        alerts: staffAlertSettingsOf(app.config),
        now,
      });
      reply.code(201);
      return { message: messageCatalogue.ticketOpened.en, code: 'ticketOpened', data: { id: ticket.id } };
    },
  );
}
