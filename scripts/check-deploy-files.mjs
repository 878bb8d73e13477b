// A step of npm test after the production builds (images cannot be built on our machines: no
// registry). Checks, without Docker:
//   1. every path deploy/Dockerfile copies exists: from the build stage, what `npm run build` made;
//      from the context, what the repository holds;
//   2. deploy/compose.yaml and `npm run cluster` (scripts/cluster.mjs) name the same variables, so an
//      operator who tried the cluster on one machine configures the compose file the same way;
//   3. compose's nginx takes the edge's settings that the cluster gives its own (deploy/nginx/settings.sh);
//   4. compose makes the bucket the API writes to (the same S3_BUCKET, with the same default) before
//      any API service starts.
// Prints each problem and exits non-zero when there is one.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { root } from './lib.mjs';

const problems = [];
const dockerfile = readFileSync(resolve(root, 'deploy/Dockerfile'), 'utf8');
const copies = [...dockerfile.matchAll(/^COPY\s+(.+)$/gm)].map((m) => m[1].trim().split(/\s+/));
let fromBuild = 0;
for (const words of copies) {
  const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length);
  const paths = words.filter((w) => !w.startsWith('--')).slice(0, -1);
  for (const path of paths) {
    if (from === 'build') {
      fromBuild += 1;
      // The build stage's WORKDIR is /src, a copy of the repository.
      const inRepo = path.replace(/^\/src\//, '');
      if (!existsSync(resolve(root, inRepo)))
        problems.push(`Dockerfile copies ${path}: ${inRepo} is missing after npm run build`);
    } else if (from === undefined && path !== '.') {
      if (!existsSync(resolve(root, path)))
        problems.push(`Dockerfile copies ${path} from the context: missing`);
    }
  }
}
if (fromBuild === 0) problems.push('Dockerfile copies nothing from the build stage: the check read it wrong');

// Variables: the keys of compose's x-api-env and x-web-env; every upper-case key scripts/cluster.mjs
// sets for its processes.
const compose = readFileSync(resolve(root, 'deploy/compose.yaml'), 'utf8');
const anchors = compose.slice(0, compose.indexOf('\nservices:'));
const keysOf = (text, pattern) => new Set([...text.matchAll(pattern)].map((m) => m[1]));
const composeVars = keysOf(anchors, /^\s+([A-Z][A-Z0-9_]+):/gm);
// Object keys at a line's start or after `{` / `,` (`{ ...env, API_PORT: String(port) }`).
const clusterVars = keysOf(
  readFileSync(resolve(root, 'scripts/cluster.mjs'), 'utf8'),
  /(?:^\s+|[{,]\s*)([A-Z][A-Z0-9_]{2,}):/gm,
);
// The cluster passes these on from the shell when set (uploads go to a shared folder otherwise); the
// demo switch is the cluster's --demo, which compose never runs.
const clusterInherits = new Set([
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
]);
const demoOnly = new Set(['DEMO']);
// The edge's settings, which the cluster gives deploy/nginx/settings.sh and compose its nginx service.
const edgeSettings = ['NGINX_PRIVATE_NETWORKS', 'NGINX_ADMIN_ALLOW'];
const nginxService = compose.match(/^ {2}nginx:\n(?:(?: {4}.*)?\n)*/m)?.[0] ?? '';
for (const name of edgeSettings) {
  if (!new RegExp(`^ {6}${name}:`, 'm').test(nginxService))
    problems.push(`compose's nginx service does not take ${name} (deploy/nginx/settings.sh reads it)`);
}
const notProcessVars = new Set([...edgeSettings, 'PATH']);
// The cluster's alone: its web processes listen on the loopback behind its nginx (compose's listen on
// their container's network, the web server's default), and it runs the outside services' fakes.
const clusterOnly = new Set(['HOST', 'LOCAL_FAKES']);
for (const name of composeVars) {
  if (!clusterVars.has(name) && !clusterInherits.has(name))
    problems.push(`compose sets ${name}; npm run cluster does not`);
}
for (const name of clusterVars) {
  if (!composeVars.has(name) && !demoOnly.has(name) && !notProcessVars.has(name) && !clusterOnly.has(name))
    problems.push(`npm run cluster sets ${name}; compose does not`);
}

// The bucket: a service that runs `mc mb` on the API's S3_BUCKET, and that the API services wait for.
const apiBucket = anchors.match(/^\s+S3_BUCKET:\s*(.+)$/m)?.[1]?.trim();
const services = compose.slice(compose.indexOf('\nservices:'));
const bucketService = services.match(
  /^ {2}([a-z0-9-]+):\n(?:(?: {4}.*)?\n)*? {4}image: minio\/mc\n(?:(?: {4}.*)?\n)*/m,
);
if (!apiBucket) problems.push('compose gives the API no S3_BUCKET');
else if (!bucketService) problems.push('compose has no minio/mc service that makes the bucket');
else {
  const [body, name] = bucketService;
  if (
    !body.includes(`S3_BUCKET: ${apiBucket}`) ||
    !/mc mb --ignore-existing "store\/\$\$S3_BUCKET"/.test(body)
  )
    problems.push(`compose's ${name} does not make the API's bucket (S3_BUCKET: ${apiBucket})`);
  if (!new RegExp(`${name}: \\{ condition: service_completed_successfully \\}`).test(anchors))
    problems.push(`the API services do not wait for ${name} to finish`);
}

if (problems.length > 0) {
  console.error(`deploy files: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `deploy files: ${fromBuild} build outputs the Dockerfile copies exist; compose and cluster name the same ${composeVars.size} variables; compose makes the API's bucket`,
);
