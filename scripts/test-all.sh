#!/usr/bin/env bash
# The whole test suite from a fresh clone: prepare the machine, install exactly the lockfile, then run
# every check a reviewer would (typecheck, lint, format, web + server tests on SQLite and PostgreSQL,
# browser tests).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/prepare-test-machine.sh
npm ci --no-audit --no-fund
npm run check
