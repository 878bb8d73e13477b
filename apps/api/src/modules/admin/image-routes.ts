import multipart from '@fastify/multipart';
import { uploadedImageSchema } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PICTURE_BYTES } from '../../lib/picture';
import { readUploadedPicture } from '../../lib/picture-upload';
import { consumeUploadAllowance } from '../pictures';
import { writeAudit } from './audit';
import { refusalSchema } from './session-view';
import { currentStaff, requireStaff } from './staff-session';

/**
 * POST /images (multipart, field `image`): an editor's picture for a post, campaign or page, checked
 * and re-encoded like a profile picture and kept by the storage adapter. Answers the 960 px address
 * (what a cover or banner shows) and every width's.
 */
export default async function imageRoutes(app: FastifyInstance) {
  const editors = requireStaff(app, ['editor', 'admin']);
  await app.register(multipart, {
    limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/images',
    {
      onRequest: editors,
      schema: {
        tags: ['admin'],
        security: [{ staffSession: [] }],
        summary: 'Upload a picture for content: every width, and the 960 px address',
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ data: uploadedImageSchema }),
          401: refusalSchema,
          403: refusalSchema,
          422: refusalSchema,
          429: refusalSchema,
        },
      },
    },
    async (request, reply) => {
      const { staff } = currentStaff(request);
      await consumeUploadAllowance(app, reply, `staff:${staff.id}`, app.config.uploadLimits.staffPerHour);
      const sizes = await readUploadedPicture(request, 'content');
      // Content-hashed keys: the same picture uploaded twice is the same files.
      const urls = await Promise.all(sizes.map((s) => app.storage.put(s.key, s.body, 'image/webp')));
      const widths: Record<string, string> = Object.fromEntries(sizes.map((s, i) => [s.width, urls[i]!]));
      const url = widths[960] ?? urls[urls.length - 1]!;
      await writeAudit(app.database.db, {
        staffId: staff.id,
        action: 'image.upload',
        entity: 'image',
        entityId: url,
        after: widths,
        ip: request.ip,
        at: app.clock.now(),
      });
      reply.code(201);
      return { data: { url, widths } };
    },
  );
}
