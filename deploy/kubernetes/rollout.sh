#!/bin/sh
# A release on Kubernetes (docs/deploy-kubernetes.md "Releasing"): the migrate Job first, waited for,
# then everything else. The API pods of the new release would refuse to start while a migration is
# pending anyway, and the old ones keep serving meanwhile (maxUnavailable 0); this makes the order plain
# and stops at a failed migration. Argo CD users need none of it: the Job is a PreSync hook.
#
#   deploy/kubernetes/rollout.sh [overlay]     (default deploy/kubernetes/production)
set -eu
overlay="${1:-$(dirname "$0")/production}"
namespace="${NAMESPACE:-pothik}"

# The ConfigMap first (the Job reads it), then a fresh Job (a Job's pod template cannot change).
kubectl apply -k "$overlay" -l app.kubernetes.io/component=config
kubectl -n "$namespace" delete job pothik-migrate --ignore-not-found
kubectl apply -k "$overlay" -l app.kubernetes.io/component=migrate
if ! kubectl -n "$namespace" wait --for=condition=complete --timeout=30m job/pothik-migrate; then
  kubectl -n "$namespace" logs job/pothik-migrate --tail=50 || true
  echo "rollout: the migration failed; nothing else was changed" >&2
  exit 1
fi
kubectl apply -k "$overlay"
kubectl -n "$namespace" rollout status deployment/pothik-api --timeout=15m
kubectl -n "$namespace" rollout status deployment/pothik-web --timeout=15m
