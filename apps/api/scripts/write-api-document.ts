// Writes the OpenAPI document the API serves at /docs/json to the file named as the argument, for
// `npm test`'s Redocly lint (scripts/test.mjs) and the generated client's types (test/client/).
// The app is built as the development server builds it, dev tools and clock included, on an in-memory
// PGlite: every route a running API can have is in the document.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const out = process.argv[2];
if (!out) {
  console.error('usage: tsx apps/api/scripts/write-api-document.ts <file.json>');
  process.exit(2);
}
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'development',
    DEV_CLOCK: '1',
    PGLITE_DIR: 'memory',
    LOG_LEVEL: 'silent',
    UPLOADS_DIR: join(tmpdir(), `pothik-api-document-${process.pid}`),
    PUBLIC_API_URL: process.env.PUBLIC_API_URL,
  }),
  logger: false,
});
try {
  await app.ready();
  writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  console.log(`API document written to ${out}`);
} finally {
  await app.close();
}
