import { type DriverDocumentKind, documentHasExpiry, mandatoryDocumentKinds } from '@pothik/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { drivers } from '../../src/db/schema/index';
import type { LoggedIn } from './auth';
import { createDriverProfile, type TestDriver } from './bidding';

let shade = 0;

/** A small JPEG, different each time, as a phone's camera would send. */
export async function paperPhoto() {
  shade += 7;
  return sharp({
    create: { width: 64, height: 40, channels: 3, background: { r: shade % 256, g: 120, b: 60 } },
  })
    .jpeg()
    .toBuffer();
}

/** The form a phone sends: the paper's fields, then the picture (field `image`). */
export function paperForm(fields: Record<string, string>, file: { bytes: Buffer; type?: string }) {
  const boundary = `----pothik${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="paper.jpg"\r\n` +
      `Content-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/v3/driver/documents as this driver; `expires_on` a Dhaka date (YYYY-MM-DD). */
export async function uploadPaper(
  app: FastifyInstance,
  who: LoggedIn,
  fields: { kind: DriverDocumentKind; number?: string; expires_on?: string },
  bytes?: Buffer,
) {
  const form = paperForm({ number: '1234567890', ...fields } as Record<string, string>, {
    bytes: bytes ?? (await paperPhoto()),
  });
  return app.inject({
    method: 'POST',
    url: '/api/v3/driver/documents',
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}

/** Every mandatory paper of the driver's car type, uploaded with expiries on `expiresOn`; their ids. */
export async function uploadAllPapers(
  app: FastifyInstance,
  who: LoggedIn,
  carType: string,
  expiresOn: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (const kind of mandatoryDocumentKinds(carType)) {
    const res = await uploadPaper(app, who, {
      kind,
      ...(documentHasExpiry(kind) ? { expires_on: expiresOn } : {}),
    });
    if (res.statusCode !== 201) throw new Error(`upload ${kind}: ${res.statusCode} ${res.body}`);
    ids.push(res.json().data.id);
  }
  return ids;
}

/** A test driver who is an applicant and has uploaded nothing (test drivers start active, papers approved). */
export async function createApplicant(app: FastifyInstance, name: string): Promise<TestDriver> {
  const d = await createDriverProfile(app, { name, papers: false });
  await app.database.db.update(drivers).set({ state: 'applicant' }).where(eq(drivers.id, d.driver.id));
  return d;
}
