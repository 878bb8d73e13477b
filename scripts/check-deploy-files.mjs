// A step of npm test after the production builds: deploy/'s files checked as text (CI's image step,
// scripts/image-check.mjs, builds and runs the images; compose itself cannot run here: MinIO's and
// PostgreSQL's images cannot be pulled). Checks:
//   1. every path deploy/Dockerfile copies exists: from the build stage, what `npm run build` made;
//      from the context, what the repository holds; its base image is pinned to a full version;
//   2. deploy/compose.yaml and deploy/example.env name the same variables; each one the env file lists
//      as required is used with `${VAR:?message}`, every other with a default (`${VAR:-…}`); the env
//      file's recipes make secrets a URL can hold (hex, not base64);
//   3. every variable compose gives the API or the web is documented (docs/configuration.md), and every
//      one `npm run cluster` (scripts/cluster.mjs) sets is set by compose too;
//   4. every image compose pulls is pinned to a full version; PostgreSQL's major version is the one
//      the API image's client tools are built for (PG_MAJOR);
//   5. uploads go to MinIO's bucket with the API's own user (not the root keys), readable by key only
//      (deploy/minio-setup.sh's policies), served by nginx under the public path the API names;
//   6. the backup service runs backup-schedule into a volume, keeping BACKUP_KEEP_DAYS, with
//      BACKUP_HMAC_KEY;
//   7. compose's nginx takes the edge's settings the cluster gives its own (deploy/nginx/settings.sh).
// Prints each problem and exits non-zero when there is one.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { root } from './lib.mjs';

const problems = [];
const read = (path) => readFileSync(resolve(root, path), 'utf8');

// 1. The Dockerfile.
const dockerfile = read('deploy/Dockerfile');
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
const baseImage = dockerfile.match(/^ARG BASE_IMAGE=(\S+)$/m)?.[1];
if (!baseImage || !/^node:\d+\.\d+\.\d+-bookworm-slim$/.test(baseImage))
  problems.push(`Dockerfile's BASE_IMAGE is not pinned to a full Node.js version: ${baseImage}`);

// 2. compose and its env file.
const composeText = read('deploy/compose.yaml');
const compose = parse(composeText, { merge: true });
const envText = read('deploy/example.env');
const envKeys = [...envText.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
// The keys under the env file's `# ── Required ──` heading, up to the next heading.
const required = new Set();
let section = '';
for (const line of envText.split('\n')) {
  section = /^# ── ([^─]+?) [─(]/.exec(line)?.[1] ?? section;
  const key = /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
  if (key && section === 'Required') required.add(key);
}
if (required.size === 0) problems.push('example.env has no "── Required" section: the check read it wrong');
const uses = [...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)(?:(:\?|:-)([^}]*))?\}/g)].map((m) => ({
  name: m[1],
  kind: m[2],
  text: m[3] ?? '',
}));
for (const name of new Set(uses.map((u) => u.name)))
  if (!envKeys.includes(name)) problems.push(`compose uses \${${name}}; example.env does not list it`);
for (const name of envKeys)
  if (!uses.some((u) => u.name === name)) problems.push(`example.env lists ${name}; compose does not use it`);
for (const use of uses) {
  if (required.has(use.name) && !(use.kind === ':?' && use.text.trim().length > 0))
    problems.push(`compose uses the required ${use.name} without \${${use.name}:?message}`);
  if (!required.has(use.name) && use.kind !== ':-')
    problems.push(`compose uses the optional ${use.name} without a default (\${${use.name}:-…})`);
}
if (/base64/.test(envText))
  problems.push(
    'example.env suggests base64 secrets: a / or + breaks the URL the password goes into (use openssl rand -hex)',
  );

// 3. What compose gives the processes: documented, and what the cluster sets.
const services = compose.services ?? {};
const apiEnv = services.api1?.environment ?? {};
const webEnv = services.web1?.environment ?? {};
const configurationDoc = read('docs/configuration.md');
for (const name of new Set([...Object.keys(apiEnv), ...Object.keys(webEnv)])) {
  if (!configurationDoc.includes(`\`${name}\``))
    problems.push(`compose sets ${name}, which docs/configuration.md does not document`);
}
// Object keys at a line's start or after `{` / `,` (`{ ...env, API_PORT: String(port) }`).
const clusterVars = new Set(
  [...read('scripts/cluster.mjs').matchAll(/(?:^\s+|[{,]\s*)([A-Z][A-Z0-9_]{2,}):/gm)].map((m) => m[1]),
);
// The cluster's demo switch (--demo) has no place in production; its shared uploads folder is MinIO's
// bucket here. Its own alone: its web processes listen on the loopback behind its nginx (compose's
// listen on their container's network, the web server's default), it runs the outside services' fakes,
// and it gives the edge's settings to settings.sh (checked against compose's nginx below).
const edgeSettings = ['NGINX_PRIVATE_NETWORKS', 'NGINX_ADMIN_ALLOW'];
for (const name of ['DEMO', 'HOST', 'LOCAL_FAKES', 'PATH', ...edgeSettings]) clusterVars.delete(name);
if (apiEnv.STORAGE_PROVIDER === 's3') clusterVars.delete('UPLOADS_DIR');
for (const name of clusterVars) {
  if (!(name in apiEnv) && !(name in webEnv)) problems.push(`npm run cluster sets ${name}; compose does not`);
}

// 4. Images.
const apiBuild = services.api1?.build;
const pgMajor = apiBuild?.args?.PG_MAJOR;
for (const [name, service] of Object.entries(services)) {
  if (service.build) continue;
  const image = String(service.image ?? '');
  const tag = image.slice(image.lastIndexOf(':') + 1);
  // PostgreSQL's versions have two parts (15.19), the others three, MinIO's are dated releases.
  const full = image.startsWith('postgres:')
    ? /^\d+\.\d+(-[a-z]+)?$/
    : /^(\d+\.\d+\.\d+(-[a-z]+)?|RELEASE\.\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ)$/;
  if (!image.includes(':') || !full.test(tag))
    problems.push(`${name}'s image ${image} is not pinned to a full version`);
}
const postgresTag = String(services.postgres?.image ?? '').split(':')[1] ?? '';
if (!pgMajor || postgresTag.split('.')[0] !== String(pgMajor))
  problems.push(
    `postgres runs ${services.postgres?.image}, the API image's client tools are for PG_MAJOR ${pgMajor}`,
  );
if (!services.api1?.build || services.web1?.build?.target !== 'web' || apiBuild?.target !== 'api')
  problems.push('api1 and web1 are not built from deploy/Dockerfile api and web targets');

// 5. Uploads: MinIO, the API's own user, read by key only, under one public path.
const bucketOf = (env) => env?.S3_BUCKET;
if (apiEnv.STORAGE_PROVIDER !== 's3' || !String(apiEnv.S3_ENDPOINT).startsWith('http://minio:'))
  problems.push('the API does not store uploads in MinIO (STORAGE_PROVIDER=s3, S3_ENDPOINT http://minio:…)');
const minioEnv = services.minio?.environment ?? {};
const varOf = (value) => /^\$\{([A-Z0-9_]+)/.exec(String(value ?? ''))?.[1];
if (
  !varOf(minioEnv.MINIO_ROOT_USER) ||
  [apiEnv.S3_ACCESS_KEY_ID, apiEnv.S3_SECRET_ACCESS_KEY].some((v) =>
    [varOf(minioEnv.MINIO_ROOT_USER), varOf(minioEnv.MINIO_ROOT_PASSWORD)].includes(varOf(v)),
  )
)
  problems.push("the API's S3 keys are MinIO's root keys: the API needs a user of its own");
// compose's values are read unexpanded: ${S3_BUCKET:-pothik-uploads} on both sides.
const setup = services['minio-setup'];
if (!setup) problems.push('compose has no minio-setup service');
else {
  if (bucketOf(setup.environment) !== bucketOf(apiEnv))
    problems.push(`minio-setup makes ${bucketOf(setup.environment)}; the API writes to ${bucketOf(apiEnv)}`);
  if (!(setup.volumes ?? []).some((v) => v.startsWith('./minio-setup.sh:')))
    problems.push('minio-setup does not run deploy/minio-setup.sh');
  for (const name of ['api1', 'api2'])
    if (services[name]?.depends_on?.['minio-setup']?.condition !== 'service_completed_successfully')
      problems.push(`${name} does not wait for minio-setup to finish`);
}
const setupScript = read('deploy/minio-setup.sh');
const policyOf = (file) => {
  const body = new RegExp(`cat >/tmp/${file} <<EOF\\n([\\s\\S]*?)\\nEOF`).exec(setupScript)?.[1];
  try {
    return JSON.parse(body.replaceAll('$S3_BUCKET', 'bucket'));
  } catch {
    problems.push(`minio-setup.sh: no readable /tmp/${file}`);
    return { Statement: [] };
  }
};
const actionsOf = (policy) => policy.Statement.flatMap((s) => s.Action);
const resourcesOf = (policy) => policy.Statement.flatMap((s) => s.Resource);
const publicRead = policyOf('public-read.json');
if (
  actionsOf(publicRead).join() !== 's3:GetObject' ||
  resourcesOf(publicRead).join() !== 'arn:aws:s3:::bucket/*'
)
  problems.push(
    `minio-setup.sh lets anyone do more than read an object: ${actionsOf(publicRead).join(', ')}`,
  );
if (!/mc anonymous set-json \/tmp\/public-read\.json "store\/\$S3_BUCKET"/.test(setupScript))
  problems.push('minio-setup.sh does not apply public-read.json to the bucket');
const apiPolicy = policyOf('pothik-api.json');
if (
  actionsOf(apiPolicy).some((a) => !['s3:PutObject', 's3:GetObject', 's3:DeleteObject'].includes(a)) ||
  resourcesOf(apiPolicy).join() !== 'arn:aws:s3:::bucket/*'
)
  problems.push(
    `minio-setup.sh gives the API's user more than its bucket's objects: ${actionsOf(apiPolicy).join(', ')}`,
  );
if (!/mc admin policy attach store pothik-api --user "\$S3_ACCESS_KEY_ID"/.test(setupScript))
  problems.push("minio-setup.sh does not attach the API's policy to its user");
const publicPath = /^\$\{PUBLIC_API_URL:\?[^}]*\}(\/[a-z]+)$/.exec(String(apiEnv.S3_PUBLIC_URL))?.[1];
const nginx = services.nginx ?? {};
const nginxEnv = nginx.environment ?? {};
if (!publicPath) problems.push(`S3_PUBLIC_URL is not a path under PUBLIC_API_URL: ${apiEnv.S3_PUBLIC_URL}`);
else if (publicPath !== '/uploads')
  problems.push(
    `S3_PUBLIC_URL's path is ${publicPath}; deploy/nginx/settings.sh serves the bucket at /uploads`,
  );
if (
  !String(nginxEnv.NGINX_UPLOADS_UPSTREAM).startsWith('http://minio:') ||
  nginxEnv.NGINX_UPLOADS_BUCKET !== bucketOf(apiEnv) ||
  !read('deploy/nginx/uploads.conf').includes('include pothik-settings/uploads.conf;') ||
  !read('deploy/nginx/api-locations.conf').includes('include pothik/uploads.conf;')
)
  problems.push("nginx does not serve the uploads' location with the API's bucket (NGINX_UPLOADS_*)");

// 6. Backups.
const backup = services.backup;
const command = (backup?.command ?? []).join(' ');
const mounted = (backup?.volumes ?? []).map((v) => v.split(':'));
const backupDir = /--dir (\S+)/.exec(command)?.[1];
if (
  !backup ||
  backup.image !== services.api1?.image ||
  !command.startsWith('node apps/api/dist/backup-schedule.js')
)
  problems.push("compose has no backup service running the API image's backup-schedule");
else {
  if (!mounted.some(([volume, path]) => path === backupDir && compose.volumes && volume in compose.volumes))
    problems.push(`the backup service writes to ${backupDir}, which is not a named volume`);
  if (!command.includes('--keep-days ${BACKUP_KEEP_DAYS:-'))
    problems.push('the backup service does not keep BACKUP_KEEP_DAYS of backups');
  if (!('BACKUP_HMAC_KEY' in (backup.environment ?? {})))
    problems.push('the backup service is not given BACKUP_HMAC_KEY');
}

// 7. The edge's settings reach compose's nginx as the cluster gives them to its own.
for (const name of edgeSettings) {
  if (!(name in nginxEnv))
    problems.push(`compose's nginx service does not take ${name} (deploy/nginx/settings.sh reads it)`);
}

if (problems.length > 0) {
  console.error(`deploy files: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `deploy files: ${fromBuild} build outputs the Dockerfile copies exist; compose uses the ${envKeys.length} settings of example.env (${required.size} required), every image pinned; uploads in MinIO read by key only; backups kept`,
);
