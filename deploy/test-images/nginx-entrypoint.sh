#!/bin/sh
# Test stand-in for the official nginx image's entrypoint (/docker-entrypoint.sh), the parts compose.yaml uses:
# before starting nginx it sources the executable /docker-entrypoint.d/*.envsh, runs the executable *.sh, and
# writes each /etc/nginx/templates/*.template to /etc/nginx/conf.d/ with the environment's variables (only those
# that are set) filled in by envsubst.
set -eu
if [ "${1:-}" = nginx ]; then
  for script in /docker-entrypoint.d/*; do
    [ -f "$script" ] && [ -x "$script" ] || continue
    case "$script" in
      *.envsh) . "$script" ;;
      *.sh) "$script" ;;
    esac
  done
  if [ -d /etc/nginx/templates ]; then
    defined=$(printf '${%s} ' $(env | cut -d= -f1))
    for template in /etc/nginx/templates/*.template; do
      [ -f "$template" ] || continue
      envsubst "$defined" <"$template" >"/etc/nginx/conf.d/$(basename "$template" .template)"
    done
  fi
fi
exec "$@"
