#!/usr/bin/env bash
# Repeated regions of hand-written code, as the carry-ability issue counts them: pairs of places
# sharing six or more lines of the same text or shape, over the tracked tree without migrations,
# seed data, payload-types.ts and the lock file. Needs the workplace's `duplicates` command.
#   bash bench/repeated-regions.sh            the first line is the count
# Which of these pairs carry no comment saying why they stay: node bench/repeated-regions-uncommented.mjs
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
copy="$(mktemp -d)"
trap 'rm -rf "$copy"' EXIT
cd "$root"
git ls-files -co --exclude-standard \
  | grep -vE '^src/migrations/|^src/seed/|^src/payload-types\.ts$|^package-lock\.json$' \
  | tar -cf - -T - | tar -xf - -C "$copy"
cd "$copy" && duplicates --most 200 --seconds 200
