#!/bin/sh
# The hero duel's team and free-for-all formats through the real CLI (docs/hero-duel.md,
# "Modes"): `dice play` plays each table to its end with random, greedy and heuristic agents,
# and `dice sim` over each counts every game once: the sides' wins, ties and games stopped at
# the turn bound add up to the games played, with one count a side; a replay plays again.
# Usage: modes.sh DICE_BINARY
set -u
dice=$1
fail=0
say() { echo "$*"; }
bad() { echo "FAIL: $*"; fail=1; }

agents_for() {  # agents_for NAME N: NAME at every one of N seats
  out=$1; i=1
  while [ "$i" -lt "$2" ]; do out="$out,$1"; i=$((i + 1)); done
  echo "$out"
}

for table in "hero-teams 4 2" "hero-teams 6 2" "hero-ffa 3 3" "hero-ffa 4 4" "hero-ffa 5 5" "hero-ffa 6 6"; do
  set -- $table
  format=$1 players=$2 sides=$3
  for agent in random greedy heuristic; do
    line=$("$dice" play --format "$format" --players "$players" --agents "$(agents_for "$agent" "$players")" --seed 3 -q 2>&1)
    rc=$?
    if [ $rc -ne 0 ]; then bad "dice play $format --players $players ($agent) exited $rc: $line"; continue; fi
    case "$line" in
      *win*|*"turn limit"*|*turn_limit*) say "ok: play $format $players $agent: $line" ;;
      *) bad "dice play $format --players $players ($agent) ended neither with a winner nor at the turn bound: $line" ;;
    esac
  done
  # A replay of the table plays again to the same end.
  replay=$(mktemp); out=""
  if ! "$dice" play --format "$format" --players "$players" --agents "$(agents_for greedy "$players")" --seed 4 -qq --replay "$replay" 2>&1 ||
     ! out=$("$dice" replay "$replay" 2>&1); then
    bad "dice play --replay / dice replay $format --players $players: $out"
  else
    say "ok: replay $format $players: $(echo "$out" | tail -1)"
  fi
  rm -f "$replay"
  json=$("$dice" sim --format "$format" --players "$players" --agents "$(agents_for greedy "$players")" -n 8 --seed 5 --json -q 2>&1)
  rc=$?
  if [ $rc -ne 0 ]; then bad "dice sim $format --players $players exited $rc: $json"; continue; fi
  check=$(printf '%s' "$json" | python3 -c '
import json, sys
r = json.load(sys.stdin)
sides = int(sys.argv[1]); players = int(sys.argv[2])
ended = sum(r["side_wins"]) + r["ties"] + r["turn_limit"]
problems = []
if r["games"] != 8: problems.append("games %d, not 8" % r["games"])
if ended != r["games"]: problems.append("side wins, ties and turn-limit games add up to %d, not %d" % (ended, r["games"]))
if len(r["side_wins"]) != sides: problems.append("%d sides counted, not %d" % (len(r["side_wins"]), sides))
if r["players"] != players: problems.append("players %d, not %d" % (r["players"], players))
wins = sum(e["wins"] for e in r["entrants"])
# every player of a winning side wins: players / sides of them a game won
if wins != sum(r["side_wins"]) * players // sides: problems.append("players credited with %d wins for %d games won" % (wins, sum(r["side_wins"])))
print("; ".join(problems) if problems else "ok")
' "$sides" "$players" 2>&1)
  if [ "$check" = ok ]; then say "ok: sim $format $players"; else bad "dice sim $format --players $players: $check"; fi
done
# The heroes with Lua functions at tables of more than two: their scripts' choices and
# reactions with several opponents and teammates, and no script error.
for table in "hero-teams 4 2" "hero-ffa 5 5"; do
  set -- $table
  format=$1 players=$2 sides=$3
  json=$("$dice" sim --format "$format" --players "$players" --option heroes=lucky-gambler,venom-shade,ember-warden \
           --agents "$(agents_for heuristic "$players")" -n 6 --seed 7 --json -q 2>&1)
  rc=$?
  if [ $rc -ne 0 ]; then bad "dice sim $format --players $players (scripted heroes) exited $rc: $json"; continue; fi
  check=$(printf '%s' "$json" | python3 -c '
import json, sys
r = json.load(sys.stdin)
ended = sum(r["side_wins"]) + r["ties"] + r["turn_limit"]
problems = []
if r["script_errors"] != 0: problems.append("%d script errors" % r["script_errors"])
if ended != r["games"] or r["games"] != 6: problems.append("%d games, %d ended" % (r["games"], ended))
print("; ".join(problems) if problems else "ok")
' 2>&1)
  if [ "$check" = ok ]; then say "ok: sim $format $players with scripted heroes"; else bad "dice sim $format --players $players (scripted heroes): $check"; fi
done
[ $fail -eq 0 ] && echo "modes: every table played to its end and simulated" 
exit $fail
