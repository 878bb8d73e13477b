import type { MultipartFile } from '@fastify/multipart';
import { messageCatalogue } from '@pothik/domain';
import type { FastifyRequest } from 'fastify';
import { refuse } from './errors';
import { encodePicture, PictureRejected } from './picture';

export const pictureError = (key: 'imageInvalid' | 'imageTooLarge' | 'imageTooManyPixels') =>
  refuse(key, 422, { image: [messageCatalogue[key].en] });

/**
 * The multipart request's one file (field `image`), read whole, checked and re-encoded at each width.
 * The caller's scope registers @fastify/multipart with the size limit; oversize, non-multipart and
 * non-picture uploads are refused with the field's message.
 */
export async function readUploadedPicture(request: FastifyRequest, folder: string) {
  return encodeUploadedPart(request, await readImagePart(request), folder);
}

/** The multipart request's file part (field `image`), with the fields sent before it in `fields`. */
export async function readImagePart(request: FastifyRequest) {
  const part = await request.file().catch(() => {
    throw pictureError('imageInvalid');
  });
  if (part?.fieldname !== 'image') throw pictureError('imageInvalid');
  return part;
}

/** Reads the file part whole, checks it and re-encodes it at each width (readUploadedPicture's second half). */
export async function encodeUploadedPart(request: FastifyRequest, part: MultipartFile, folder: string) {
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    throw pictureError(
      (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? 'imageTooLarge' : 'imageInvalid',
    );
  }
  try {
    return await encodePicture(bytes, folder);
  } catch (err) {
    if (!(err instanceof PictureRejected)) throw err;
    request.log.info({ reason: err.message }, 'picture refused');
    throw pictureError(err.reason === 'tooManyPixels' ? 'imageTooManyPixels' : 'imageInvalid');
  }
}
