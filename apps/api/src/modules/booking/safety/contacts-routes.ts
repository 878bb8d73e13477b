import {
  messageCatalogue,
  type TrustedContact,
  trustedContactSchema,
  trustedContactsSchema,
} from '@pothik/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { trustedContacts } from '../../../db/schema/index';
import { currentUser } from '../../auth';
import { listTrustedContacts } from './incidents';

const contactsBodySchema = z.object({ contacts: trustedContactsSchema });
const contactsAnswerSchema = z.object({
  message: z.string().optional(),
  code: z.string().optional(),
  data: z.array(trustedContactSchema),
});

const contactView = (c: { name: string; mobile: string; autoShare: boolean }): TrustedContact => ({
  name: c.name,
  mobile: c.mobile,
  auto_share: c.autoShare,
});

/** Replaces the passenger's whole list, in order, in one transaction. */
async function saveTrustedContacts(db: DbOrTx, userId: number, contacts: TrustedContact[], now: Date) {
  await db.transaction(async (tx) => {
    await tx.delete(trustedContacts).where(eq(trustedContacts.userId, userId));
    if (contacts.length > 0)
      await tx.insert(trustedContacts).values(
        contacts.map((c, i) => ({
          userId,
          position: i,
          name: c.name,
          mobile: c.mobile,
          autoShare: c.auto_share,
          createdAt: now,
        })),
      );
  });
}

/** The signed-in passenger's trusted contacts (GET and PUT /trusted-contacts), under the passenger routes' prefix. */
export default async function trustedContactRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['safety'];
  const security = [{ bearer: [] }];
  const onRequest = app.requireUser('passenger');

  r.get(
    '/trusted-contacts',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The signed-in passenger's trusted contacts (up to 5), in their order",
        response: { 200: contactsAnswerSchema },
      },
    },
    async (request) => ({
      data: (await listTrustedContacts(app.database.db, currentUser(request).id)).map(contactView),
    }),
  );

  r.put(
    '/trusted-contacts',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "Replace the signed-in passenger's trusted contacts (up to 5, each a name, a Bangladeshi mobile and whether every booked trip is shared with them)",
        body: contactsBodySchema,
        response: { 200: contactsAnswerSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await saveTrustedContacts(app.database.db, userId, request.body.contacts, app.clock.now());
      return {
        message: messageCatalogue.trustedContactsSaved.en,
        code: 'trustedContactsSaved',
        data: (await listTrustedContacts(app.database.db, userId)).map(contactView),
      };
    },
  );
}
