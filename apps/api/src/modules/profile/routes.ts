import multipart from '@fastify/multipart';
import {
  makeProfileUpdateSchema,
  messageCatalogue,
  type ProfileUpdate,
  userViewSchema,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRole } from '../../db/schema/index';
import { unauthorized } from '../../lib/errors';
import { MAX_PICTURE_BYTES } from '../../lib/picture';
import { readUploadedPicture } from '../../lib/picture-upload';
import {
  activeAccountOf,
  currentUser,
  refusalSchema,
  saveProfile,
  saveProfilePicture,
  toUserView,
} from '../auth';
import { consumeUploadAllowance, releasePictures } from '../pictures';

// A module of its own above auth and pictures: the pictures module asks auth whether a user still shows
// a picture, so auth cannot use pictures without a circle (docs/decisions/0004).

const profileSchema = z.object({ data: userViewSchema });

/** The signed-in account's profile; mounted at /user (passenger) and /driver. */
export default async function profileRoutes(app: FastifyInstance, { role }: { role: UserRole }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];
  const security = [{ bearer: [] }];
  const preHandler = app.requireUser(role);
  const savedSchema = profileSchema.extend({ message: z.string(), code: z.string() });

  await app.register(multipart, {
    limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  r.get(
    '/profile',
    { preHandler, schema: { tags, security, response: { 200: profileSchema } } },
    async (request) => {
      const user = await activeAccountOf(app.database.db, currentUser(request).id);
      return { data: toUserView(user) };
    },
  );

  r.post(
    '/profile-update',
    {
      preHandler,
      schema: {
        tags,
        security,
        body: makeProfileUpdateSchema({ now: () => app.clock.now() }),
        response: { 200: savedSchema, 401: refusalSchema, 422: refusalSchema },
      },
    },
    async (request) => {
      const body = request.body as ProfileUpdate;
      // The form sends every field: one left empty is cleared.
      const user = await saveProfile(
        app.database.db,
        currentUser(request).id,
        {
          fullName: body.full_name,
          email: body.email || null,
          gender: body.gender ?? null,
          dateOfBirth: body.date_of_birth ?? null,
        },
        app.clock.now(),
      );
      if (!user) throw unauthorized();
      return { message: messageCatalogue.profileUpdated.en, code: 'profileUpdated', data: toUserView(user) };
    },
  );

  r.post(
    '/profile-picture',
    {
      preHandler,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        response: { 200: savedSchema, 401: refusalSchema, 422: refusalSchema, 429: refusalSchema },
      },
    },
    async (request, reply) => {
      const { id } = currentUser(request);
      await consumeUploadAllowance(app, reply, `user:${id}`, app.config.uploadLimits.userPerHour);
      const sizes = await readUploadedPicture(request, 'avatars');
      // Stored before the row points at them; content-hashed keys make a retry write the same files.
      const urls = await Promise.all(sizes.map((s) => app.storage.put(s.key, s.body, 'image/webp')));
      const saved = await saveProfilePicture(app.database.db, id, urls[0]!, app.clock.now());
      if (!saved) throw unauthorized();
      if (saved.previous !== urls[0]) await releasePictures(app, [saved.previous]);
      return {
        message: messageCatalogue.pictureUpdated.en,
        code: 'pictureUpdated',
        data: toUserView(saved.user),
      };
    },
  );
}
