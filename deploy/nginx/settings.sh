#!/bin/sh
# Writes the edge's settings as nginx files into DIR (default /etc/nginx/pothik-settings), from the
# environment. The nginx image runs it at start (compose mounts it in /docker-entrypoint.d/); `npm run
# cluster` runs it for its own nginx. docs/deploy.md "The edge" explains each setting.
#
#   NGINX_PRIVATE_NETWORKS  who may read /metrics and /health/ready (Prometheus, the balancer):
#                           addresses or CIDR ranges, comma- or space-separated; default the private
#                           ranges (RFC 1918, loopback, fc00::/7)
#   NGINX_ADMIN_ALLOW       who may open the staff console (/admin): the same form; default the same
#                           private ranges (add your office's or VPN's address)
#   TLS_CERTIFICATE, TLS_CERTIFICATE_KEY
#                           when both are set, both origins are also served with TLS on 443 (HTTP/2),
#                           named by the hosts of SITE_URL and PUBLIC_API_URL, and port 80 redirects
#                           there (certbot's webroot: /var/www/certbot)
#   NGINX_UPLOADS_UPSTREAM, NGINX_UPLOADS_BUCKET
#                           when both are set, the API's origin serves the bucket's objects at
#                           /uploads/<key> (S3_PUBLIC_URL = PUBLIC_API_URL/uploads): one object by its
#                           key, GET only, no listing and no query string (the bucket's anonymous
#                           policy grants s3:GetObject alone as well, deploy/minio-setup.sh)
set -eu
dir="${1:-/etc/nginx/pothik-settings}"
mkdir -p "$dir"
private_default='10.0.0.0/8 172.16.0.0/12 192.168.0.0/16 127.0.0.0/8 ::1 fc00::/7'

# allow lines for a list; anything but an address or a range is refused (it would be nginx syntax).
allow_lines() {
  for entry in $(printf '%s' "$1" | tr ',' ' '); do
    case "$entry" in
      *[!0-9A-Fa-f.:/]* | '')
        echo "settings.sh: not an address or CIDR range: $entry" >&2
        exit 1
        ;;
    esac
    printf 'allow %s;\n' "$entry"
  done
}

host_of() {
  rest="${1#*://}"
  rest="${rest%%/*}"
  printf '%s' "${rest%%:*}"
}

allow_lines "${NGINX_PRIVATE_NETWORKS:-$private_default}" > "$dir/private-networks.conf"
allow_lines "${NGINX_ADMIN_ALLOW:-$private_default}" > "$dir/admin-allow.conf"

: > "$dir/tls-site.conf"
: > "$dir/tls-api.conf"
: > "$dir/tls-redirect.conf"
if [ -n "${TLS_CERTIFICATE:-}" ] && [ -n "${TLS_CERTIFICATE_KEY:-}" ]; then
  for origin in site api; do
    if [ "$origin" = site ]; then url="${SITE_URL:?SITE_URL names the site for TLS}"; else url="${PUBLIC_API_URL:?PUBLIC_API_URL names the API for TLS}"; fi
    cat > "$dir/tls-$origin.conf" <<TLS
listen 443 ssl;
listen [::]:443 ssl;
http2 on;
server_name $(host_of "$url");
ssl_certificate $TLS_CERTIFICATE;
ssl_certificate_key $TLS_CERTIFICATE_KEY;
ssl_protocols TLSv1.2 TLSv1.3;
ssl_session_cache shared:pothik_tls:10m;
ssl_session_timeout 1d;
TLS
  done
  cat > "$dir/tls-redirect.conf" <<'TLS'
server {
  listen 80;
  listen [::]:80;
  location /.well-known/acme-challenge/ {
    root /var/www/certbot;
  }
  location / {
    return 301 https://$host$request_uri;
  }
}
TLS
fi

: > "$dir/uploads.conf"
if [ -n "${NGINX_UPLOADS_UPSTREAM:-}" ] && [ -n "${NGINX_UPLOADS_BUCKET:-}" ]; then
  case "$NGINX_UPLOADS_UPSTREAM" in
    http://* | https://*) ;;
    *)
      echo "settings.sh: NGINX_UPLOADS_UPSTREAM is not an http(s) address: $NGINX_UPLOADS_UPSTREAM" >&2
      exit 1
      ;;
  esac
  case "$NGINX_UPLOADS_BUCKET" in
    *[!a-z0-9.-]* | '')
      echo "settings.sh: NGINX_UPLOADS_BUCKET is not a bucket name: $NGINX_UPLOADS_BUCKET" >&2
      exit 1
      ;;
  esac
  upstream_host="${NGINX_UPLOADS_UPSTREAM#*://}"
  upstream_host="${upstream_host%%/*}"
  cat > "$dir/uploads.conf" <<UPLOADS
location = /uploads/ {
  return 404;
}
location /uploads/ {
  limit_except GET {
    deny all;
  }
  if (\$args) {
    return 404;
  }
  # A variable: the name is resolved at request time (the http block's resolver), as for the apps.
  set \$pothik_uploads $NGINX_UPLOADS_UPSTREAM;
  rewrite ^/uploads/(.+)\$ /$NGINX_UPLOADS_BUCKET/\$1 break;
  proxy_pass \$pothik_uploads;
  proxy_http_version 1.1;
  proxy_set_header Host $upstream_host;
  proxy_set_header Connection "";
  proxy_set_header Authorization "";
  proxy_hide_header x-amz-request-id;
  proxy_hide_header x-amz-id-2;
  proxy_hide_header x-minio-deployment-id;
}
UPLOADS
fi
echo "settings.sh: wrote $dir (TLS: $([ -s "$dir/tls-site.conf" ] && echo on || echo off))"
