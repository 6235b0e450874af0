#!/usr/bin/env bash
# Games per second of this build against another commit's, in one run: both bench_game
# binaries run in turns (A B A B ...) so a noisy machine weighs on both alike, and the medians
# and their ratio are printed. The other commit is built in a work tree of its own.
#
#   bench/compare_commits.sh BASE [ROUNDS] [FILTER]
#     BASE    a commit (e.g. the one before a change)
#     ROUNDS  alternations (default 7)
#     FILTER  --benchmark_filter of bench_game (default: the AvX and ASM demos, random and greedy)
#
# Needs build/bin/bench_game of this tree (cmake --build build --target bench_game).
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:?usage: bench/compare_commits.sh BASE [ROUNDS] [FILTER]}
rounds=${2:-7}
filter=${3:-'Games/(avx|asm)-demo/(random|greedy)/abilities'}
here=build/bin/bench_game
[ -x "$here" ] || { echo "no $here: build the bench_game target first" >&2; exit 2; }
sha=$(git rev-parse --short "$base")
tree=${TMPDIR:-/tmp}/dm-bench-$sha
if [ ! -x "$tree/build/bin/bench_game" ]; then
  [ -d "$tree" ] || git worktree add --detach "$tree" "$base" >/dev/null
  cmake -S "$tree" -B "$tree/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDM_PYTHON_MODULE=OFF >/dev/null
  cmake --build "$tree/build" -j"$(nproc)" --target bench_game >/dev/null
fi
out=$(mktemp -d)
for i in $(seq "$rounds"); do
  for who in base here; do
    bin=$here
    data=$PWD/scripts
    if [ $who = base ]; then bin=$tree/build/bin/bench_game; data=$tree/scripts; fi
    DM_SCRIPTS=$data "$bin" --benchmark_filter="$filter" --benchmark_out="$out/$who-$i.json" --benchmark_out_format=json >/dev/null 2>&1
  done
done
python3 - "$out" "$rounds" "$sha" <<'PY'
import json, statistics, sys
out, rounds, sha = sys.argv[1], int(sys.argv[2]), sys.argv[3]
rates = {}
for who in ("base", "here"):
    for i in range(1, rounds + 1):
        for b in json.load(open(f"{out}/{who}-{i}.json"))["benchmarks"]:
            rates.setdefault(b["name"], {}).setdefault(who, []).append(b["games/s"])
print(f"{'benchmark':45} {sha + ' games/s':>16} {'this games/s':>14} {'ratio':>7}")
for name, r in sorted(rates.items()):
    b, h = statistics.median(r["base"]), statistics.median(r["here"])
    print(f"{name:45} {b:16.0f} {h:14.0f} {h / b:7.3f}")
print(f"(medians of {rounds} runs each, interleaved)")
PY
rm -rf "$out"
