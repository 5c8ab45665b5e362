#!/usr/bin/env bash
# Build speed at scale, tabula beside Hugo in the same run. See BENCHMARKS.md.
#
#   bench/scale.sh [--sizes 200,2000,6000] [--runs 3] [--work DIR] [--pagefind PATH] [--scale-only]
#
# Needs: python3, Debian's hugo (apt-get install hugo), GNU time (/usr/bin/time); for
# --pagefind, Pagefind's command (npm install pagefind@1.6.0: node_modules/.bin/pagefind).
# Builds tabula in release mode first.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
exec python3 bench/scale.py --tabula "$PWD/target/release/tabula" --site "$PWD" "$@"
