// npm run api:client -w @pothik/api: regenerates test/client/schema.d.ts, the types of a client
// generated from the API document (openapi-typescript), after a route or schema changed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApiDocument, clientTypesOf } from './api-document';

const out = resolve(dirname(fileURLToPath(import.meta.url)), '../test/client/schema.d.ts');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, await clientTypesOf(await buildApiDocument()));
console.log(`client types written to ${out}`);
