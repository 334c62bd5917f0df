#!/usr/bin/env bash
# The product on Node 24 LTS, with the node_modules the machine's npm installed (sharp's binaries
# are N-API, PGlite is WASM: nothing is rebuilt per Node version). Fetches Node 24 from the npm
# registry into a cache folder the first time, then, with it first on PATH: builds, runs the
# start smoke test (scripts/smoke.mjs), the unit and web tests and the API integration tests on
# PostgreSQL.
# .ci/run calls it after `npm test`; it also runs alone, after `npm ci`.
set -euo pipefail
cd "$(dirname "$0")/.."

version="${PM_NODE24_VERSION:-24.21.0}"
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *)
    echo "ci-node24: no Node $version package for $(uname -m)" >&2
    exit 1
    ;;
esac
cache="${XDG_CACHE_HOME:-$HOME/.cache}/pm-node24"
home="$cache/node-v$version-linux-$arch"

timings=()
started=$SECONDS
mark=$SECONDS
done_step() {
  timings+=("$(printf '%-36s %4d s' "$1" $((SECONDS - mark)))")
  mark=$SECONDS
}
tmp=""
# The time of each step, also when one fails.
finish() {
  local status=$?
  if [ -n "$tmp" ]; then rm -rf "$tmp"; fi
  echo "== Node ${version}: $([ "$status" = 0 ] && echo "all passed" || echo "FAILED (exit $status)")"
  if [ "${#timings[@]}" -gt 0 ]; then printf '   %s\n' "${timings[@]}"; fi
  printf '   %-36s %4d s\n' "total" $((SECONDS - started))
}
trap finish EXIT

if [ ! -x "$home/bin/node" ]; then
  echo "== Node $version: downloading node-linux-$arch@$version from the npm registry into $home"
  mkdir -p "$cache"
  tmp="$(mktemp -d "$cache/.download.XXXXXX")"
  # The package holds the official build and has no install script; npm checks its integrity.
  (cd "$tmp" && npm pack --silent "node-linux-$arch@$version" >/dev/null)
  tar -xzf "$tmp/node-linux-$arch-$version.tgz" -C "$tmp" package/bin/node package/LICENSE
  # Moved into place whole, so an interrupted download never leaves a half-written Node behind.
  mv -T "$tmp/package" "$home" 2>/dev/null || true
  rm -rf "$tmp"
  tmp=""
fi
export PATH="$home/bin:$PATH"
actual="$(node --version)"
if [ "$actual" != "v$version" ]; then
  echo "ci-node24: $home/bin/node --version says $actual, expected v$version" >&2
  exit 1
fi
echo "== Node $actual ($(command -v node)), npm $(npm --version)"
done_step "install Node $version"

# Integration tests on PostgreSQL: the URL .ci/run found, else the local server if it answers.
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  url="postgres://postgres@127.0.0.1:5432/postgres"
  if node -e "
    const pg = require('pg');
    const c = new pg.Client({ connectionString: '$url', connectionTimeoutMillis: 3000 });
    c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));
  " 2>/dev/null; then
    export TEST_DATABASE_URL="$url"
  elif [ -n "${CI:-}" ]; then
    echo "ci-node24: CI needs PostgreSQL at 127.0.0.1:5432 (or TEST_DATABASE_URL)." >&2
    exit 1
  fi
fi

# A deprecated call prints where it comes from.
export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--trace-deprecation"

echo "== Node $actual: npm run build"
npm run build
done_step "build"

echo "== Node $actual: start smoke test"
node scripts/smoke.mjs
done_step "smoke test"

echo "== Node $actual: unit and web tests"
npx vitest run --project unit --project web
done_step "unit and web tests"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== Node $actual: API integration tests on PostgreSQL"
  npx vitest run --project api-pg
  done_step "API integration tests (PostgreSQL)"
else
  echo "== Node $actual: no PostgreSQL at 127.0.0.1:5432 and no TEST_DATABASE_URL: integration tests skipped"
fi
