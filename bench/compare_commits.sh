#!/usr/bin/env bash
# Games per second of this build against another commit's, in one run: both bench_game
# binaries run in turns (A B A B ...) so a noisy machine weighs on both alike, and the medians
# and their ratio are printed. The other commit is built in a work tree of its own.
#
#   bench/compare_commits.sh BASE [ROUNDS] [FILTER]
#     BASE    a commit (e.g. the one before a change)
#     ROUNDS  alternations (default 7)
#     FILTER  --benchmark_filter of the benchmark (default: bench_game's AvX and ASM demos,
#             random and greedy; every benchmark of another one)
#   BENCH=bench_mcts COUNTER=decisions/s bench/compare_commits.sh BASE
#     compares another benchmark program by another of its counters (default bench_game, games/s)
#   DM_BENCH_CPU=N  runs both on CPU N (default 0; "none": wherever the scheduler puts them).
#     The CPUs of a shared host need not run at the same speed (docs/scaling.md, "The fifth
#     round"): unpinned, a run's figure depends on the CPU it got.
#
# Needs build/bin/$BENCH of this tree (cmake --build build --target bench_game).
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:?usage: bench/compare_commits.sh BASE [ROUNDS] [FILTER]}
rounds=${2:-7}
bench=${BENCH:-bench_game}
counter=${COUNTER:-games/s}
default_filter=.
[ "$bench" = bench_game ] && default_filter='Games/(avx|asm)-demo/(random|greedy)/abilities'
filter=${3:-$default_filter}
here=build/bin/$bench
[ -x "$here" ] || { echo "no $here: build the $bench target first" >&2; exit 2; }
sha=$(git rev-parse --short "$base")
tree=${TMPDIR:-/tmp}/dm-bench-$sha
if [ ! -x "$tree/build/bin/$bench" ]; then
  [ -d "$tree" ] || git worktree add --detach "$tree" "$base" >/dev/null
  cmake -S "$tree" -B "$tree/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDM_PYTHON_MODULE=OFF >/dev/null
  cmake --build "$tree/build" -j"$(nproc)" --target "$bench" >/dev/null
fi
pin=()
cpu=${DM_BENCH_CPU:-0}
[ "$cpu" != none ] && command -v taskset >/dev/null && pin=(taskset -c "$cpu")
out=$(mktemp -d)
for i in $(seq "$rounds"); do
  for who in base here; do
    bin=$here
    data=$PWD/scripts
    if [ $who = base ]; then bin=$tree/build/bin/$bench; data=$tree/scripts; fi
    DM_SCRIPTS=$data "${pin[@]}" "$bin" --benchmark_filter="$filter" --benchmark_out="$out/$who-$i.json" --benchmark_out_format=json >/dev/null 2>&1
  done
done
python3 - "$out" "$rounds" "$sha" "$counter" <<'PY'
import json, statistics, sys
out, rounds, sha, counter = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
rates = {}
for who in ("base", "here"):
    for i in range(1, rounds + 1):
        for b in json.load(open(f"{out}/{who}-{i}.json"))["benchmarks"]:
            if counter in b:
                rates.setdefault(b["name"], {}).setdefault(who, []).append(b[counter])
print(f"{'benchmark':45} {sha + ' ' + counter:>22} {'this ' + counter:>18} {'ratio':>7}")
for name, r in sorted(rates.items()):
    # A benchmark one side lacks (an agent added since) shows a dash there.
    b = statistics.median(r["base"]) if "base" in r else None
    h = statistics.median(r["here"]) if "here" in r else None
    cell = lambda v, w: f"{v:{w}.0f}" if v is not None else f"{'-':>{w}}"
    ratio = f"{h / b:7.3f}" if b and h is not None else f"{'-':>7}"
    print(f"{name:45} {cell(b, 22)} {cell(h, 18)} {ratio}")
print(f"(medians of {rounds} runs each, interleaved)")
PY
rm -rf "$out"
