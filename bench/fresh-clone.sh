#!/usr/bin/env bash
# Times the front door on a fresh clone of this repository: `npm install`, `npm start` until the
# first page is served, and `npm test`; then the home page's weight (bench/page-weight.mjs).
#   bash bench/fresh-clone.sh            (uses the npm cache of this machine, like a re-install)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
dir="$(mktemp -d /tmp/fresh-clone.XXXXXX)"
port="${BENCH_PORT:-3400}"
git clone -q "$repo" "$dir"
cd "$dir"

now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

t0=$(now); PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund >/tmp/fresh-install.log 2>&1; t1=$(now)
install_s=$(secs "$t0" "$t1")

t0=$(now)
PORT=$port setsid npm start >/tmp/fresh-start.log 2>&1 &
starter=$!
until curl -sf -o /dev/null "http://localhost:$port/"; do
  sleep 0.5
  kill -0 "$starter" 2>/dev/null || { echo "npm start exited"; tail -20 /tmp/fresh-start.log; exit 1; }
done
t1=$(now)
start_s=$(secs "$t0" "$t1")
kill -- -"$starter" 2>/dev/null || true
sleep 1

t0=$(now); npm test >/tmp/fresh-test.log 2>&1; test_rc=$?; t1=$(now)
test_s=$(secs "$t0" "$t1")

weight=$(BENCH_URL= node bench/page-weight.mjs / /en/ 2>&1)

echo
echo "fresh clone: $dir"
printf '%-44s %8s s\n' "npm install" "$install_s" "npm start until the first page (build, migrate, seed)" "$start_s" "npm test (exit $test_rc)" "$test_s"
echo "$weight"
grep -E "Tests +[0-9]+ passed|[0-9]+ passed \(" /tmp/fresh-test.log | sed 's/\x1b\[[0-9;]*m//g'
