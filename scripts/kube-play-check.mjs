// Runs the Kubernetes base's api and web Deployments with `podman kube play`, after its migrate Job's
// command, against this machine's PostgreSQL: the images as the manifests run them (non-root, read-only
// root file system, the ConfigMap and Secrets by reference, the probes' paths). For CI's image step,
// after both images are built:
//
//   node scripts/kube-play-check.mjs --api-image localhost/pothik-api:TAG --web-image localhost/pothik-web:TAG
//
// What podman cannot run is left out and said so: Services, Ingresses, budgets, autoscalers and network
// policies need a cluster (scripts/check-kubernetes.mjs validates them); the pods use the host's network
// so they reach PostgreSQL on 127.0.0.1, on ports of their own; the Secrets become ConfigMaps of test
// values; uploads go to a volume of the pod's own (no object store here); SMS and the human check are
// configured but never called. A database of its own is made and dropped (DATABASE_URL names the server:
// postgres://postgres@127.0.0.1:5432/postgres by default). Exits non-zero at the first check that fails.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { stringify } from 'yaml';
import { podSpecOf, render } from './kustomize.mjs';
import { freePort, root } from './lib.mjs';

const { values: args } = parseArgs({
  options: { 'api-image': { type: 'string' }, 'web-image': { type: 'string' } },
});
if (!args['api-image'] || !args['web-image']) {
  console.error('usage: node scripts/kube-play-check.mjs --api-image IMAGE --web-image IMAGE');
  process.exit(2);
}
const started = Date.now();
const step = (text) => console.log(`  ✓ ${text} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
const fail = (text) => {
  throw new Error(text);
};

const objects = render(join(root, 'deploy/kubernetes/base'));
const find = (kind, name) =>
  objects.find((o) => o.kind === kind && o.metadata.name === name) ?? fail(`the base has no ${kind} ${name}`);

const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `pothik_kube_${process.pid}`;
const databaseUrl = Object.assign(new URL(server), { pathname: `/${databaseName}` }).href;
const host = Object.values(networkInterfaces())
  .flat()
  .find((a) => a?.family === 'IPv4' && !a.internal)?.address;
const [apiPort, webPort] = [await freePort(), await freePort()];
const dir = mkdtempSync(join(tmpdir(), 'pothik-kube-play-'));
const playFile = join(dir, 'pods.yaml');
const podman = (podmanArgs, options = {}) =>
  execFileSync('podman', podmanArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });

let failed = false;
try {
  if (!host) fail('this machine has no network address (production refuses localhost)');
  await admin(`create database "${databaseName}"`);

  // The ConfigMap as the base has it, with this machine's addresses; the Secrets' keys as test values.
  const config = structuredClone(find('ConfigMap', 'pothik-config'));
  Object.assign(config.data, {
    SITE_URL: `http://${host}:${webPort}`,
    WEB_ORIGIN: `http://${host}:${webPort}`,
    PUBLIC_API_URL: `http://${host}:${apiPort}`,
    API_URL: `http://127.0.0.1:${apiPort}`,
    API_PORT: String(apiPort),
    PORT: String(webPort),
    SITE_REVALIDATE_URL: `http://127.0.0.1:${webPort}/api/revalidate`,
    TRUST_PROXY: '127.0.0.1',
    STORAGE_PROVIDER: 'local',
    // The outside services' test addresses are on this machine, which production accepts only so.
    LOCAL_FAKES: '1',
  });
  const secret = () => randomBytes(32).toString('base64url');
  const apiSecrets = configMap('pothik-api', {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: secret(),
    OTP_SECRET: secret(),
    SITE_REVALIDATE_SECRET: secret(),
    STAFF_TOTP_KEY: randomBytes(32).toString('base64'),
    SURVEY_LINK_SECRET: secret(),
    BACKUP_HMAC_KEY: secret(),
    SMTP_URL: 'smtp://127.0.0.1:9',
    SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
    SMS_API_KEY: secret(),
    TURNSTILE_SECRET: secret(),
  });
  const webSecrets = configMap('pothik-web', {
    SITE_REVALIDATE_SECRET: apiSecrets.data.SITE_REVALIDATE_SECRET,
  });
  const configFiles = [config, apiSecrets, webSecrets].map((map) => {
    const file = join(dir, `${map.metadata.name}.yaml`);
    writeFileSync(file, stringify(map));
    return file;
  });

  // 1. The migrate Job's container, as the Job runs it.
  const job = podSpecOf(find('Job', 'pothik-migrate')).containers[0];
  podman(
    [
      'run',
      '--rm',
      '--network',
      'host',
      '--read-only',
      '--user',
      '1000:1000',
      ...envArgs({ ...config.data, ...apiSecrets.data }),
      args['api-image'],
      ...job.command,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  step(`the migrate Job's command applied the migrations (${job.command.join(' ')})`);

  // 2. The Deployments' pods.
  const deployments = ['pothik-api', 'pothik-web'].map((name) => forPodman(find('Deployment', name)));
  writeFileSync(playFile, deployments.map((d) => stringify(d)).join('---\n'));
  podman(['kube', 'play', ...configFiles.flatMap((f) => ['--configmap', f]), playFile], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  step('podman kube play started the api and web pods');

  await waitFor(`http://127.0.0.1:${apiPort}/health/ready`, 90_000);
  step('the API pod is ready (/health/ready: database, migrations, LISTEN)');
  await waitFor(`http://127.0.0.1:${webPort}/health/ready`, 120_000);
  step('the web pod is ready');
  const page = await fetch(`http://127.0.0.1:${webPort}/`);
  const html = await page.text();
  if (!page.ok || !html.includes('<html')) fail(`the home page answered ${page.status}`);
  step(`the web pod renders the home page (${html.length} bytes)`);

  // 3. What the manifests ask of the containers, as podman ran them.
  for (const name of ['pothik-api', 'pothik-web']) {
    const container = containerOf(name);
    const uid = podman(['exec', container, 'id', '-u']).trim();
    if (uid !== '1000') fail(`${container} runs as user ${uid}`);
    // The node user's own home: writable for it but for the read-only root file system.
    const write = spawnSync('podman', ['exec', container, 'sh', '-c', 'touch /home/node/written-by-a-test'], {
      encoding: 'utf8',
    });
    if (write.status === 0) fail(`${container} could write to its root file system`);
    step(`${container} runs as user 1000 on a read-only root file system`);
  }
} catch (err) {
  failed = true;
  console.error(`kube play check FAILED: ${err instanceof Error ? err.message : String(err)}`);
  for (const deployment of ['pothik-api', 'pothik-web']) {
    const name = containerOf(deployment);
    if (!name) continue;
    const logs = spawnSync('podman', ['logs', '--tail', '30', name], { encoding: 'utf8' });
    if (logs.status === 0) console.error(`── ${name} ──\n${logs.stdout}${logs.stderr}`);
  }
} finally {
  spawnSync('podman', ['kube', 'down', playFile], { stdio: 'ignore' });
  await admin(`drop database if exists "${databaseName}" with (force)`).catch(() => {});
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  failed ? '' : `kube play check: every step passed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed ? 1 : 0);

/** A Deployment as podman runs it here: one pod on the host's network and ports, test images and values. */
function forPodman(deployment) {
  const copy = structuredClone(deployment);
  copy.spec.replicas = 1;
  const pod = copy.spec.template.spec;
  pod.hostNetwork = true;
  const isApi = copy.metadata.name === 'pothik-api';
  const port = isApi ? apiPort : webPort;
  for (const container of pod.containers) {
    container.image = args[isApi ? 'api-image' : 'web-image'];
    // On the host's network the process listens on the host's port itself (no mapping).
    delete container.ports;
    container.envFrom = container.envFrom?.map((from) =>
      from.secretRef ? { configMapRef: { name: from.secretRef.name } } : from,
    );
    container.env = container.env?.map((env) =>
      env.valueFrom?.secretKeyRef
        ? { name: env.name, valueFrom: { configMapKeyRef: env.valueFrom.secretKeyRef } }
        : env,
    );
    // No object store here: uploads to a volume of the pod's own.
    if (isApi)
      container.volumeMounts = [
        ...(container.volumeMounts ?? []),
        { name: 'uploads', mountPath: '/data/uploads' },
      ];
    // The probes' ports by number (the named port is the container's, now on the host's network).
    for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe']) {
      if (container[probe]?.httpGet) container[probe].httpGet.port = port;
    }
    // podman has no preStop hook.
    delete container.lifecycle;
  }
  if (isApi) pod.volumes = [...(pod.volumes ?? []), { name: 'uploads', emptyDir: {} }];
  delete pod.topologySpreadConstraints;
  return copy;
}

/** The container podman made for a Deployment's pod (`<name>-pod-0-<container>`, or `<name>-pod-…` in newer podman). */
function containerOf(deployment) {
  const short = deployment.slice('pothik-'.length);
  const names = spawnSync('podman', ['ps', '-a', '--format', '{{.Names}}'], {
    encoding: 'utf8',
  }).stdout.split('\n');
  return names.find((n) => n.startsWith(`${deployment}-pod`) && n.endsWith(`-${short}`));
}

function configMap(name, data) {
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name }, data };
}

function envArgs(env) {
  return Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`]);
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `${res.status} ${(await res.text()).slice(0, 200)}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fail(`${url} was not ready within ${timeoutMs / 1000} s: ${last}`);
}
