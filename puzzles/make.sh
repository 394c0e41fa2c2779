#!/bin/sh
# Makes the shipped puzzle files, puzzles/<variant>.tsv, from seed 1 (see puzzles/README.md).
# Running it again with the same build gives the same files. One variant at a time; pass
# variant names to make only those.
set -eu
cd "$(dirname "$0")/.."
cargo build --release --locked --bin damero
for v in ${*:-spanish czech turkish international english russian brazilian italian pool huff10 huff12 canadian frisian}; do
  case $v in
    spanish|czech|turkish|international|english|russian|brazilian|italian|pool) count=1000 ;;
    *) count=200 ;;
  esac
  # Spanish, the first game, is searched two plies deeper than the rest; Turkish two plies
  # shallower (its rook-like kings and sideways men make each search about five times dearer:
  # at depth 8 the 1,000 would take hours), and Canadian (12x12, 30 men a side) too.
  case $v in
    spanish) depth=10 ;;
    turkish|canadian) depth=6 ;;
    *) depth=8 ;;
  esac
  echo "== $v: $count puzzles, depth $depth, checked at $((depth + 2))"
  start=$(date +%s)
  ./target/release/damero puzzles mine "$v" --seed 1 --count "$count" \
    --depth "$depth" --verify-depth "$((depth + 2))" --out "puzzles/$v.tsv" 2>&1 | tail -n 1
  echo "== $v: $(( $(date +%s) - start )) s"
done
