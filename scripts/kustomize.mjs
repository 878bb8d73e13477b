// The part of Kustomize that deploy/kubernetes/ uses, so npm test can render its overlays without the
// kustomize binary: `resources` (files and folders with a kustomization.yaml), `namespace`, `labels`
// (metadata labels only), `images` (newName, newTag) and `patches` (strategic merge patches from files,
// matched by kind and name). Anything else in a kustomization.yaml is refused, so the manifests cannot
// come to rely on what this renders differently from `kubectl apply -k`.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

const supported = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'labels', 'images', 'patches']);

// Kinds that belong to no namespace (of those this repository uses).
const clusterScoped = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'CustomResourceDefinition']);

// Lists of these are merged item by item on `name` by a strategic merge patch (as Kubernetes' own
// patch strategy for them); any other list is replaced whole.
const mergedByName = new Set(['containers', 'initContainers', 'env', 'volumes', 'volumeMounts', 'ports']);

/** Reads every YAML document of a file as plain objects (empty documents skipped). */
export function readObjects(file) {
  const docs = parseAllDocuments(readFileSync(file, 'utf8'));
  return docs
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0].message}`);
      return doc.toJS();
    })
    .filter((obj) => obj !== null && obj !== undefined);
}

/** The objects `kubectl kustomize dir` would print, in order. */
export function render(dir) {
  const [kustomization] = readObjects(join(dir, 'kustomization.yaml'));
  const unknown = Object.keys(kustomization).filter((key) => !supported.has(key));
  if (unknown.length > 0) {
    throw new Error(
      `${dir}/kustomization.yaml: ${unknown.join(', ')} is not in the subset scripts/kustomize.mjs renders`,
    );
  }
  let objects = [];
  for (const resource of kustomization.resources ?? []) {
    const path = join(dir, resource);
    objects.push(...(statSync(path).isDirectory() ? render(path) : readObjects(path)));
  }
  for (const patch of kustomization.patches ?? []) {
    if (typeof patch.path !== 'string' || Object.keys(patch).length !== 1) {
      throw new Error(`${dir}: only patches given by a file (path) are rendered`);
    }
    for (const change of readObjects(join(dir, patch.path))) {
      const target = objects.find(
        (o) => o.kind === change.kind && o.metadata?.name === change.metadata?.name && sameGroup(o, change),
      );
      if (!target)
        throw new Error(`${dir}/${patch.path}: no ${change.kind} ${change.metadata?.name} to patch`);
      objects = objects.map((o) => (o === target ? strategicMerge(o, change) : o));
    }
  }
  for (const { pairs } of kustomization.labels ?? []) {
    objects = objects.map((o) => ({
      ...o,
      metadata: { ...o.metadata, labels: { ...o.metadata?.labels, ...pairs } },
    }));
  }
  if (kustomization.namespace) {
    objects = objects.map((o) =>
      clusterScoped.has(o.kind)
        ? o
        : { ...o, metadata: { ...o.metadata, namespace: kustomization.namespace } },
    );
  }
  for (const image of kustomization.images ?? []) {
    objects = objects.map((o) => withImage(o, image));
  }
  return objects;
}

function sameGroup(a, b) {
  const group = (o) => (o.apiVersion.includes('/') ? o.apiVersion.split('/')[0] : '');
  return group(a) === group(b);
}

/** `patch` over `base`: maps merged key by key, named lists item by item, other lists and values replaced. */
export function strategicMerge(base, patch) {
  if (Array.isArray(patch)) {
    if (!Array.isArray(base) || !patch.every((item) => item && typeof item === 'object' && 'name' in item)) {
      return patch;
    }
    const merged = base.map((item) => {
      const over = patch.find((p) => p.name === item.name);
      return over ? strategicMerge(item, over) : item;
    });
    for (const item of patch) if (!base.some((b) => b.name === item.name)) merged.push(item);
    return merged;
  }
  if (patch && typeof patch === 'object' && base && typeof base === 'object' && !Array.isArray(base)) {
    const merged = { ...base };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete merged[key];
      else if (mergedByName.has(key) && Array.isArray(value))
        merged[key] = strategicMerge(base[key] ?? [], value);
      else if (Array.isArray(value)) merged[key] = value;
      else merged[key] = key in base ? strategicMerge(base[key], value) : value;
    }
    return merged;
  }
  return patch;
}

/** The pod spec of a workload, or undefined. */
export function podSpecOf(object) {
  if (object.kind === 'CronJob') return object.spec?.jobTemplate?.spec?.template?.spec;
  if (['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'ReplicaSet'].includes(object.kind)) {
    return object.spec?.template?.spec;
  }
  if (object.kind === 'Pod') return object.spec;
  return undefined;
}

function withImage(object, { name, newName, newTag }) {
  const spec = podSpecOf(object);
  if (!spec) return object;
  const retag = (container) => {
    const [image] = container.image.split(':');
    if (image !== name) return container;
    return { ...container, image: `${newName ?? name}${newTag ? `:${newTag}` : ''}` };
  };
  const copy = structuredClone(object);
  const copied = podSpecOf(copy);
  copied.containers = copied.containers.map(retag);
  if (copied.initContainers) copied.initContainers = copied.initContainers.map(retag);
  return copy;
}
