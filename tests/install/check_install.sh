#!/bin/sh
# The installed package as a user meets it, with no source tree to lean on: `cmake --install`
# into a fresh prefix, the tools run from a folder outside the source tree with DM_SCRIPTS
# unset (and again after the whole prefix is moved), and the embedding example built against
# the package both with find_package and with pkg-config, then run.
# Usage: check_install.sh BUILD_DIR SOURCE_DIR CXX_COMPILER [CMAKE]
set -eu
build=$1 src=$2 cxx=$3 cmake=${4:-cmake}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
unset DM_SCRIPTS
launcher=
command -v ccache >/dev/null 2>&1 && launcher=ccache

prefix=$tmp/prefix
"$cmake" --install "$build" --prefix "$prefix" >"$tmp/install.log" || { cat "$tmp/install.log"; fail "cmake --install"; }
for f in bin/dice bin/cardc include/dm/game.hpp include/dm/data_dir.hpp include/dm/version.hpp \
         share/dicemasters/formats/avx-demo.lua share/dicemasters/cards/avx share/dicemasters/agents/example.py; do
  [ -e "$prefix/$f" ] || fail "$f was not installed"
done
ls "$prefix"/lib*/libdicemasters_kernel.a "$prefix"/lib*/cmake/dicemasters/dicemastersConfig.cmake \
   "$prefix"/lib*/cmake/dicemasters/dicemastersConfigVersion.cmake "$prefix"/lib*/pkgconfig/dicemasters.pc >/dev/null \
  || fail "libraries, CMake package or pkg-config file missing"

version=$(sed -n 's/^#define DM_VERSION_STRING "\(.*\)"/\1/p' "$src/include/dm/version.hpp")
[ "$("$prefix/bin/dice" --version)" = "dice $version" ] || fail "dice --version"
[ "$("$prefix/bin/cardc" --version)" = "cardc $version" ] || fail "cardc --version"

# The installed tools find the installed data from anywhere, and say which folder they use.
check_data() {  # $1: the prefix the tools run from
  cd "$tmp"
  "$1/bin/dice" --log-level debug formats list --json >"$tmp/formats.json" 2>"$tmp/formats.err" \
    || { cat "$tmp/formats.err"; fail "dice formats list from $1"; }
  grep -q "data folder $1/share/dicemasters (from the installed share folder next to the executable)" "$tmp/formats.err" \
    || { cat "$tmp/formats.err"; fail "dice does not report $1/share/dicemasters"; }
  grep -q "\"file\": \"$1/share/dicemasters/formats/avx-demo.lua\"" "$tmp/formats.json" || fail "formats not read from $1"
  "$1/bin/dice" play --format avx-demo --seed 7 --agents random,greedy --quiet --log "$tmp/game.jsonl" >/dev/null \
    || fail "dice play from $1"
  grep -q '"type":"game_over"' "$tmp/game.jsonl" || fail "dice play from $1 did not finish the game"
  "$1/bin/cardc" check 2>"$tmp/check.err" >/dev/null || { cat "$tmp/check.err"; fail "cardc check of the installed sets"; }
  grep -q "0 errors" "$tmp/check.err" || fail "cardc check did not report its count"
}
check_data "$prefix"
mv "$prefix" "$tmp/moved"
check_data "$tmp/moved"
mv "$tmp/moved" "$prefix"

# An unusable folder is named, with the way that chose it; exit status 2.
set +e
"$prefix/bin/dice" --data "$tmp/nowhere" formats list >/dev/null 2>"$tmp/err"; code=$?
set -e
[ $code -eq 2 ] && grep -q "$tmp/nowhere (from --data) does not exist" "$tmp/err" || { cat "$tmp/err"; fail "--data nowhere"; }
set +e
DM_SCRIPTS=$prefix/share "$prefix/bin/dice" cards list >/dev/null 2>"$tmp/err"; code=$?
set -e
[ $code -eq 2 ] && grep -q "(from the DM_SCRIPTS environment variable) has no \`cards\` folder" "$tmp/err" \
  || { cat "$tmp/err"; fail "DM_SCRIPTS without cards"; }

# The example, built with find_package(dicemasters) and run with the data folder as argument.
"$cmake" -S "$src/examples/embed" -B "$tmp/embed" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_CXX_COMPILER="$cxx" \
      -DCMAKE_CXX_COMPILER_LAUNCHER="$launcher" >"$tmp/embed.log" 2>&1 || { cat "$tmp/embed.log"; fail "find_package(dicemasters)"; }
"$cmake" --build "$tmp/embed" >"$tmp/embed.log" 2>&1 || { cat "$tmp/embed.log"; fail "building the example with CMake"; }
"$tmp/embed/embed" "$prefix/share/dicemasters" >"$tmp/cmake.out" || fail "the example (CMake build)"
grep -q "^dicemasters $version: avx-demo seed 7, .* decisions, .*, side [01] wins" "$tmp/cmake.out" \
  || { cat "$tmp/cmake.out"; fail "the example's result"; }

# The same program through pkg-config, finding the data through DM_SCRIPTS: the same game.
export PKG_CONFIG_PATH
PKG_CONFIG_PATH=$(dirname "$(ls "$prefix"/lib*/pkgconfig/dicemasters.pc)")
[ "$(pkg-config --modversion dicemasters)" = "$version" ] || fail "pkg-config --modversion"
# shellcheck disable=SC2046
$launcher "$cxx" -std=c++20 "$src/examples/embed/main.cpp" $(pkg-config --cflags --libs dicemasters) -o "$tmp/embed-pc" \
  || fail "compiling the example with pkg-config"
DM_SCRIPTS=$(pkg-config --variable=pkgdatadir dicemasters) "$tmp/embed-pc" >"$tmp/pc.out" || fail "the example (pkg-config build)"
cmp -s "$tmp/cmake.out" "$tmp/pc.out" || { diff "$tmp/cmake.out" "$tmp/pc.out"; fail "the two builds played different games"; }
cat "$tmp/pc.out"

# A program built against the installed libraries never falls back on the build's source tree:
# with no data folder given, it says so.
set +e
(cd "$tmp" && "$tmp/embed-pc") >/dev/null 2>"$tmp/err"; code=$?
set -e
[ $code -ne 0 ] && grep -q "no data folder (card sets and formats) found" "$tmp/err" \
  || { cat "$tmp/err"; fail "a program outside the build tree read the source tree's data"; }

# Every installed header in one program, linked through pkg-config with code from each library
# that has a public function: a header that does not stand alone, or a library the .pc file
# does not link, fails here.
{
  for h in "$prefix"/include/dm/*.hpp; do echo "#include <dm/$(basename "$h")>"; done
  cat <<'EOF'
#include <iostream>
int main() {
  const auto replay = dm::parse_replay("", "empty.replay");  // dicemasters_replay
  std::cout << (std::holds_alternative<dm::ReplayError>(replay) ? "replay refused" : "?") << "\n";
  std::cout << (dm::find_game_type("dice-miner") ? "dice-miner known" : "?") << "\n";  // games, miner
  std::cout << (dm::make_agent("random", 1) ? "agent made" : "?") << "\n";           // agents
  auto* sim = &dm::simulate;                                                          // sim
  std::vector<dm::ScenarioResult> (*scenario)(const std::string&, const std::string&, const dm::ScenarioOptions&) =
      &dm::run_scenario_text;                                                           // scenario
  std::cout << (sim && scenario ? "sim and scenario linked" : "?") << "\n";
}
EOF
} >"$tmp/all_headers.cpp"
# shellcheck disable=SC2046
$launcher "$cxx" -std=c++20 "$tmp/all_headers.cpp" $(pkg-config --cflags --libs dicemasters) -o "$tmp/all_headers" \
  || fail "a program including every installed header, linked through pkg-config"
"$tmp/all_headers" >"$tmp/all.out" || fail "the program including every header"
[ "$(cat "$tmp/all.out")" = "replay refused
dice-miner known
agent made
sim and scenario linked" ] || { cat "$tmp/all.out"; fail "the program including every header printed something else"; }
echo "install: ok"
