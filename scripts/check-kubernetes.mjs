// A step of npm test ("deploy files"): renders deploy/kubernetes/'s overlays (scripts/kustomize.mjs,
// the part of Kustomize they use) and checks every object:
//   1. against the Kubernetes API's schemas (kubernetes-models: types, required fields, enums; it lets
//      unknown fields pass, as the API server does unless told to be strict), and CloudNativePG's objects
//      against the schema of their CRD (deploy/kubernetes/schemas/), unknown fields refused there as
//      `kubectl apply --validate=strict` refuses them;
//   2. what the design needs of it: every Deployment non-root with a read-only root file system, probes
//      on /health/live and /health/ready, resources, a PodDisruptionBudget and a HorizontalPodAutoscaler;
//      every Service, Ingress backend, HPA target and ConfigMap or Secret reference resolves; the API's
//      revalidation names a headless Service of the web; the Ingress's limited and private paths are
//      those deploy/nginx/api-locations.conf limits and keeps private (the same edge rules).
// Prints each problem and exits non-zero when there is one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv from 'ajv';
import { podSpecOf, readObjects, render } from './kustomize.mjs';
import { root } from './lib.mjs';

const kube = join(root, 'deploy/kubernetes');
const problems = [];
const problem = (where, text) => problems.push(`${where}: ${text}`);

// Secrets the manifests read by reference: made by the operator (docs/deploy-kubernetes.md), by
// CloudNativePG (pothik-db-app) or by cert-manager (pothik-tls), never kept in the repository.
const referencedSecrets = new Set([
  'pothik-api',
  'pothik-web',
  'pothik-db-app',
  'pothik-db-backup',
  'pothik-tls',
]);

// kubernetes-models: one module per API group and version, a class per kind.
async function modelOf(apiVersion, kind) {
  try {
    const module = await import(`kubernetes-models/${apiVersion}`);
    return module[kind];
  } catch {
    return undefined;
  }
}

// Formats (int32, int64…) are the API server's business: types and shapes are what is checked here.
const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
const crdSchemas = {
  'postgresql.cnpg.io/v1 Cluster': 'cnpg-cluster.schema.json',
  'postgresql.cnpg.io/v1 ScheduledBackup': 'cnpg-scheduledbackup.schema.json',
};
const crdValidators = new Map();
function crdValidator(apiVersion, kind) {
  const file = crdSchemas[`${apiVersion} ${kind}`];
  if (!file) return undefined;
  if (!crdValidators.has(file)) {
    const schema = strictSchema(JSON.parse(readFileSync(join(kube, 'schemas', file), 'utf8')));
    // metadata is the API server's ObjectMeta, checked with the core kinds' rules below.
    schema.properties.metadata = { type: 'object' };
    crdValidators.set(file, ajv.compile(schema));
  }
  return crdValidators.get(file);
}

/** A CRD's schema as `--validate=strict` reads it: an object's unknown fields are errors. */
function strictSchema(node) {
  if (Array.isArray(node)) return node.map(strictSchema);
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-kubernetes-') || key === '$comment') continue;
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strictSchema(v)]))
        : strictSchema(value);
  }
  if (
    node.type === 'object' &&
    node.properties &&
    !node['x-kubernetes-preserve-unknown-fields'] &&
    !('additionalProperties' in node)
  ) {
    out.additionalProperties = false;
  }
  // int-or-string fields carry no type of their own.
  if (node['x-kubernetes-int-or-string']) return { anyOf: [{ type: 'integer' }, { type: 'string' }] };
  return out;
}

async function validate(object, where) {
  const { apiVersion, kind } = object;
  const crd = crdValidator(apiVersion, kind);
  if (crd) {
    if (!crd(object)) {
      for (const e of crd.errors) {
        const field = e.params?.additionalProperty ? `: ${e.params.additionalProperty}` : '';
        problem(where, `${e.instancePath || '/'} ${e.message}${field}`);
      }
    }
    return;
  }
  const Model = await modelOf(apiVersion, kind);
  if (!Model) return problem(where, `${apiVersion} ${kind}: no schema to check it against`);
  try {
    new Model(object).validate();
  } catch (err) {
    problem(where, err.message.split('\n').slice(0, 6).join(' '));
  }
}

// ── What the design needs ──────────────────────────────────────────────────────────────────────────
function checkDesign(objects, where) {
  const named = (kind, name) => objects.find((o) => o.kind === kind && o.metadata.name === name);
  const matches = (selector, labels) =>
    Object.entries(selector ?? {}).every(([k, v]) => labels?.[k] === v) &&
    Object.keys(selector ?? {}).length > 0;
  const configMaps = new Set(objects.filter((o) => o.kind === 'ConfigMap').map((o) => o.metadata.name));
  const secrets = new Set([
    ...referencedSecrets,
    ...objects.filter((o) => o.kind === 'Secret').map((o) => o.metadata.name),
  ]);

  for (const object of objects) {
    const at = `${where} ${object.kind}/${object.metadata.name}`;
    const pod = podSpecOf(object);
    if (pod) {
      if (pod.securityContext?.runAsNonRoot !== true || typeof pod.securityContext?.runAsUser !== 'number')
        problem(at, 'the pod must run as a numeric non-root user');
      for (const c of pod.containers) {
        if (c.securityContext?.readOnlyRootFilesystem !== true)
          problem(at, `${c.name}: root file system not read-only`);
        if (c.securityContext?.allowPrivilegeEscalation !== false)
          problem(at, `${c.name}: privilege escalation allowed`);
        if (!c.resources?.requests || !c.resources?.limits?.memory)
          problem(at, `${c.name}: no resource requests and memory limit`);
        for (const from of c.envFrom ?? []) {
          if (from.configMapRef && !configMaps.has(from.configMapRef.name))
            problem(at, `no ConfigMap ${from.configMapRef.name}`);
          if (from.secretRef && !secrets.has(from.secretRef.name))
            problem(at, `Secret ${from.secretRef.name} is not one the docs name`);
        }
        for (const env of c.env ?? []) {
          const ref = env.valueFrom?.secretKeyRef;
          if (ref && !secrets.has(ref.name)) problem(at, `Secret ${ref.name} is not one the docs name`);
        }
      }
    }
    if (object.kind === 'Deployment') {
      const [c] = pod.containers;
      if (c.readinessProbe?.httpGet?.path !== '/health/ready') problem(at, 'readiness is not /health/ready');
      if (c.livenessProbe?.httpGet?.path !== '/health/live') problem(at, 'liveness is not /health/live');
      const labels = object.spec.template.metadata.labels;
      if (
        !objects.some((o) => o.kind === 'PodDisruptionBudget' && matches(o.spec.selector.matchLabels, labels))
      )
        problem(at, 'no PodDisruptionBudget selects its pods');
      if (
        !objects.some(
          (o) => o.kind === 'HorizontalPodAutoscaler' && o.spec.scaleTargetRef.name === object.metadata.name,
        )
      )
        problem(at, 'no HorizontalPodAutoscaler scales it');
      if (!objects.some((o) => o.kind === 'Service' && matches(o.spec.selector, labels)))
        problem(at, 'no Service selects its pods');
    }
    if (object.kind === 'Service') {
      const backs = objects.filter(
        (o) => o.kind === 'Deployment' && matches(object.spec.selector, o.spec.template.metadata.labels),
      );
      if (backs.length === 0) problem(at, 'selects no Deployment’s pods');
    }
    if (
      object.kind === 'HorizontalPodAutoscaler' &&
      !named(object.spec.scaleTargetRef.kind, object.spec.scaleTargetRef.name)
    )
      problem(at, `scales ${object.spec.scaleTargetRef.name}, which is not there`);
    if (object.kind === 'Ingress') {
      for (const rule of object.spec.rules) {
        for (const { backend } of rule.http.paths) {
          const service = named('Service', backend.service.name);
          if (!service?.spec.ports.some((p) => p.port === backend.service.port.number))
            problem(
              at,
              `${rule.host}: no Service ${backend.service.name} on port ${backend.service.port.number}`,
            );
        }
      }
    }
  }

  // Revalidation reaches every web pod: a headless Service of the web's pods, looked up each time.
  const config = named('ConfigMap', 'pothik-config')?.data ?? {};
  const revalidateHost = config.SITE_REVALIDATE_URL ? new URL(config.SITE_REVALIDATE_URL).hostname : '';
  const headless = named('Service', revalidateHost);
  if (config.SITE_REVALIDATE_EACH_ADDRESS !== '1' || headless?.spec.clusterIP !== 'None')
    problem(
      where,
      `SITE_REVALIDATE_URL (${config.SITE_REVALIDATE_URL}) must name a headless Service, looked up each time`,
    );

  checkEdgeRules(objects, where);
}

/** The Ingress limits and keeps private the paths deploy/nginx/api-locations.conf does. */
function checkEdgeRules(objects, where) {
  const nginx = readFileSync(join(root, 'deploy/nginx/api-locations.conf'), 'utf8');
  // Each zone's locations (a regex each): the login zone covers the staff sign-in too.
  const zones = new Map();
  for (const [, regex, zone] of nginx.matchAll(/location ~ (\S+) \{\s*limit_req zone=(\w+)/g)) {
    zones.set(zone, [...(zones.get(zone) ?? []), new RegExp(regex)]);
  }
  const ingressPaths = (name) =>
    (objects.find((o) => o.kind === 'Ingress' && o.metadata.name === name)?.spec.rules ?? []).flatMap((r) =>
      r.http.paths.map((p) => (p.pathType === 'Prefix' ? `${p.path}x` : p.path)),
    );
  for (const [ingress, zone] of [
    ['pothik-login', 'pothik_login'],
    ['pothik-leads', 'pothik_leads'],
  ]) {
    const regexes = zones.get(zone) ?? [];
    const paths = ingressPaths(ingress);
    if (regexes.length === 0 || paths.length === 0)
      problem(where, `${ingress}: no paths, or nginx has no zone ${zone}`);
    for (const path of paths) {
      if (!regexes.some((regex) => regex.test(path)))
        problem(where, `${ingress} limits ${path}; nginx's ${zone} does not`);
    }
  }
  const privatePaths = new Set(ingressPaths('pothik-private'));
  for (const path of ['/metrics', '/health/ready']) {
    if (
      !privatePaths.has(path) ||
      !nginx.includes(`location = ${path} {\n  include pothik-settings/private-networks.conf;`)
    )
      problem(where, `${path} is not private both in nginx and the Ingress`);
  }
  const realtime = objects.find((o) => o.kind === 'Ingress' && o.metadata.name === 'pothik-realtime');
  if (
    realtime?.metadata.annotations?.['nginx.ingress.kubernetes.io/upstream-hash-by'] !==
    '$pothik_realtime_route'
  )
    problem(where, "pothik-realtime does not choose a pod by the socket's trip ($pothik_realtime_route)");
}

/** The controller maps the realtime routing key as deploy/nginx/edge.conf does (docs/decisions/0026). */
function checkRealtimeRoute(object, where) {
  if (object.kind !== 'ConfigMap') return;
  const mapOf = (text) =>
    text.match(/map \$arg_trip \$pothik_realtime_route \{[^}]*\}/)?.[0].replace(/\s+/g, ' ');
  const edge = mapOf(readFileSync(join(root, 'deploy/nginx/edge.conf'), 'utf8'));
  if (!edge || mapOf(object.data?.['http-snippet'] ?? '') !== edge)
    problem(where, 'http-snippet does not map $pothik_realtime_route as deploy/nginx/edge.conf does');
}

// ── Run ────────────────────────────────────────────────────────────────────────────────────────────
const counts = [];
for (const overlay of ['base', 'production']) {
  const dir = join(kube, overlay);
  let objects;
  try {
    objects = render(dir);
  } catch (err) {
    problem(relative(root, dir), err.message);
    continue;
  }
  for (const object of objects) await validate(object, `${overlay} ${object.kind}/${object.metadata?.name}`);
  checkDesign(objects, overlay);
  counts.push(`${overlay} ${objects.length}`);
}
// Files outside the overlays (the ingress controller's settings), each object on its own.
for (const file of readdirSync(join(kube, 'ingress-nginx'))) {
  for (const object of readObjects(join(kube, 'ingress-nginx', file))) {
    await validate(object, `ingress-nginx/${file} ${object.kind}/${object.metadata?.name}`);
    checkRealtimeRoute(object, `ingress-nginx/${file}`);
  }
}

if (problems.length > 0) {
  console.error(`kubernetes: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `kubernetes: ${counts.join(', ')} objects rendered; each valid against the Kubernetes schemas (kubernetes-models) or its CRD's (strictly); probes, security, budgets, autoscalers, references and the edge rules as the design needs`,
);
