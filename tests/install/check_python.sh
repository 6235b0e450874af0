#!/bin/sh
# The Python module installed as a user installs it, with no source tree to lean on:
#   1. pip install --no-build-isolation ./python into a fresh virtual environment (the build
#      folder given by DM_BUILD_DIR, so nothing is compiled again), then a game played from
#      another folder with DM_SCRIPTS unset: the module finds the data installed beside it;
#   2. cmake --install into a fresh prefix, and the same game through that prefix's module.
# Usage: check_python.sh PYTHON BUILD_DIR SOURCE_DIR [CMAKE]
set -eu
python=$1 build=$2 src=$3 cmake=${4:-cmake}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
unset DM_SCRIPTS PYTHONPATH

cat >"$tmp/play.py" <<'PY'
import sys
import dicemasters as dm
fmt = dm.Format("avx-demo")
g = dm.Game(fmt, seed=7, agents=["random", "greedy"])
agents = [dm.Agent(name, seed=dm.seat_seed(7, seat)) for seat, name in enumerate(["random", "greedy"])]
while not g.over:
    g.apply(agents[g.player].choose(g))
print(sys.argv[1], dm.__version__, "winner", g.winner, "turns", g.turn)
PY

"$python" -m venv "$tmp/venv" || fail "python -m venv"
DM_BUILD_DIR=$build "$tmp/venv/bin/python" -m pip install --quiet --no-build-isolation --no-index "$src/python" \
  >"$tmp/pip.log" 2>&1 || { cat "$tmp/pip.log"; fail "pip install --no-build-isolation ./python"; }
(cd "$tmp" && "$tmp/venv/bin/python" play.py pip) >"$tmp/pip.out" 2>"$tmp/err" || { cat "$tmp/err"; fail "the pip-installed module"; }
[ -d "$tmp/venv/share/dicemasters/cards" ] || fail "pip did not install the card sets beside the module"

prefix=$tmp/prefix
"$cmake" --install "$build" --prefix "$prefix" --component python >"$tmp/install.log" || { cat "$tmp/install.log"; fail "cmake --install"; }
"$cmake" --install "$build" --prefix "$prefix" --component Unspecified >"$tmp/install.log" || { cat "$tmp/install.log"; fail "cmake --install"; }
site=$(cd "$prefix" && ls -d lib/python*/*-packages)
[ -n "$site" ] && ls "$prefix/$site"/dicemasters*.so >/dev/null || fail "cmake --install put no module under lib/pythonX.Y"
(cd "$tmp" && PYTHONPATH="$prefix/$site" "$python" play.py prefix) >"$tmp/prefix.out" 2>"$tmp/err" \
  || { cat "$tmp/err"; fail "the module installed by cmake --install"; }

cat "$tmp/pip.out" "$tmp/prefix.out"
# The same game both ways, and a whole one.
[ "$(cut -d' ' -f2- "$tmp/pip.out")" = "$(cut -d' ' -f2- "$tmp/prefix.out")" ] || fail "the two installs played different games"
grep -Eq "winner [01] turns [0-9]+" "$tmp/pip.out" || fail "no game was played to its end"
echo "python install: ok"
