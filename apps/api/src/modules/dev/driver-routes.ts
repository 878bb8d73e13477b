import { carTypeSchema, mobileSchema } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDriverAccount, createDriverWithPapers } from '../drivers';

// Browser tests need a real, approved driver of their own: the staff console's way in needs the demo
// admin's authenticator, which one test enrols per database. Registered only with DEV_CLOCK=1 (test
// tooling, refused in production), like the clock.
export default async function devDriverRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/drivers',
    {
      schema: {
        tags: ['dev'],
        body: z.object({
          mobile: mobileSchema,
          name: z.string().trim().min(1).max(60),
          car_type: carTypeSchema,
          /** An applicant who still uploads their papers (DESIGN.md §17); otherwise one who bids at once, papers approved. */
          applicant: z.boolean().optional(),
        }),
        response: { 201: z.object({ data: z.object({ id: z.number().int(), user_id: z.number().int() }) }) },
      },
    },
    async (request, reply) => {
      const { mobile, name, car_type, applicant } = request.body;
      const now = app.clock.now();
      const account = {
        mobile,
        name,
        carType: car_type,
        carModel: 'Toyota Axio 2016',
        plateNumber: 'DHAKA METRO-GA 11-2233',
        district: 'Dhaka',
        status: 'approved' as const,
      };
      const driver = await app.database.db.transaction((tx) =>
        applicant
          ? createDriverAccount(tx, { ...account, state: 'applicant' }, now)
          : createDriverWithPapers(tx, account, now),
      );
      return reply.code(201).send({ data: { id: driver.id, user_id: driver.userId } });
    },
  );
}
