// Writes the OpenAPI document the API serves at /docs/json (as a development server serves it) to the
// file named as the argument: `npm test` lints it with Redocly's recommended rules (scripts/test.mjs).
import { writeFileSync } from 'node:fs';
import { buildApiDocument } from './api-document';

const out = process.argv[2];
if (!out) {
  console.error('usage: tsx apps/api/scripts/write-api-document.ts <file.json>');
  process.exit(2);
}
writeFileSync(out, `${JSON.stringify(await buildApiDocument(), null, 2)}\n`);
console.log(`API document written to ${out}`);
