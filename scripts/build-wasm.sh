#!/usr/bin/env bash
# Builds the WebAssembly engine (web/) into assets/engine/tabula.wasm, the file
# `tabula build` puts in every site (see ARCHITECTURE.md, "The engine in the browser").
#
#   scripts/build-wasm.sh [OUT]
#
# With Debian's toolchain (apt-get install rustc-web cargo-web rust-web-src rust-web-llvm lld-22)
# std is built for wasm32 from source, panics abort at once and paths are trimmed:
# the same sources give the same bytes in any folder (tests/slow/wasm.rs checks it under
# CI). Where rustup can add the target (rustup target add wasm32-unknown-unknown), it
# builds with rustup's std instead: a working engine, but other bytes than the
# committed one.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/assets/engine/tabula.wasm}"
target_dir="${CARGO_TARGET_DIR:-$root/target}"
cd "$root/web"
if [ -x /usr/bin/cargo ] && [ -d /usr/lib/rustlib/src/rust/library ]; then
    RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort" \
        /usr/bin/cargo build --quiet --locked --profile wasm --target wasm32-unknown-unknown \
        --target-dir "$target_dir" -Zbuild-std=std,panic_abort -Ztrim-paths \
        --config 'profile.wasm.trim-paths="all"'
elif command -v rustup >/dev/null && rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    cargo build --quiet --locked --profile wasm --target wasm32-unknown-unknown --target-dir "$target_dir"
else
    echo "no toolchain for wasm32: apt-get install rustc-web cargo-web rust-web-src rust-web-llvm lld-22, or rustup target add wasm32-unknown-unknown" >&2
    exit 3
fi
mkdir -p "$(dirname "$out")"
cp "$target_dir/wasm32-unknown-unknown/wasm/tabula_web.wasm" "$out"
