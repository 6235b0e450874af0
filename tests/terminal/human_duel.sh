#!/bin/sh
# A person plays the hero duel's seat 1 at a real terminal (tmux): the header names both heroes,
# turns are marked, the options say what they lead to (a card's effect and cost, a reroll's
# dice), `hand` and `card NAME` answer, `help` is the duel's own, every effect is told as it
# happens, and the game ends with a line that names the winner.
# Usage: human_duel.sh path/to/dice
set -eu
DICE="$1"
SESSION="dm-duel-$$" EXIT_MARK=PLAY-EXIT PANE_WIDTH=200 FAIL_LINES=60
. "$(dirname "$0")/tmux_play.sh"
start_play "'$DICE' play --format hero-duel --seed 3 --agents human,random --turn-cap 8"

wait_prompt || fail "the game ended before the first prompt"
case "$(pane)" in *"== Hero duel: hero-duel, seed 3 =="*"P1 (Ember Warden): human"*"P2 (Tide Caller): random"*"== Turn 1: P1 (Ember Warden) =="*) ;;
  *) fail "no header naming both heroes, or no turn marker" ;; esac
case "$(pane)" in *"sell Tinder for 1 CP  (sell:Tinder)"*"play Tinder (main, 1 CP): gain Kindle  (play:Tinder)"*"end main phase 1 and roll  (done, or finish)"*"(a number or a key; board, hand, card NAME, help)"*) ;;
  *) fail "the options do not say what they lead to" ;; esac

say help
case "$(pane)" in *"How to answer (hero duel):"*"hand            your cards"*) ;; *) fail "help is not the duel's" ;; esac
say hand
case "$(pane)" in *"P1's hand (2 CP):"*"Second Wind (Ember Warden): main card, 2 CP, 2 copies: heal 4"*) ;; *) fail "hand did not list the cards with their text" ;; esac
say "card brace"
case "$(pane)" in *"Brace (Tide Caller): instant card, 1 CP, 2 copies: prevent 3"*) ;; *) fail "card brace did not show the opponent's card" ;; esac
say "card agility"
case "$(pane)" in *"Agility: status effect, up to 2, spent for: prevent half, rounded up"*) ;; *) fail "card agility did not show the status" ;; esac

say play:Coin-of-Ash
case "$(pane)" in *"P1 Coin of Ash: +2 CP"*) ;; *) fail "the card's effect was not told" ;; esac

# Then play on: an ability when one is offered, otherwise the last option (done, keep, pass).
answers=0
while wait_prompt; do
  answers=$((answers + 1))
  [ $answers -lt 300 ] || fail "more than 300 answers for a game of 8 turns"
  options="$(tmux capture-pane -p -t "$SESSION" | awk '/^P1 \(/{buf=""} {buf=buf"\n"$0} END{print buf}')"
  ability="$(printf '%s\n' "$options" | sed -n 's/^  \[[0-9]*\] .*(\(ability:[^)]*\))$/\1/p' | head -1)"
  if [ -n "$ability" ]; then say "$ability"
  else case "$options" in *", or finish)"*) say finish ;; *) say 0 ;; esac
  fi
done
out="$(pane)"
case "$out" in *"P1 uses "*"damage to P2 ("*) ;; *) fail "no attack of the person's was told with its damage" ;; esac
case "$out" in *"== Turn 8: P2 (Tide Caller) =="*|*"== Game over after "*) ;; *) fail "the turns were not marked" ;; esac
case "$out" in *"== Game over after "*": P"*" wins; health P1 (Ember Warden) "*|*"== Game over after 8 turns: no winner (turn limit); health"*) ;;
  *) fail "no line naming the winner or the turn limit, with the heroes' health" ;; esac
case "$out" in *PLAY-EXIT=0*) ;; *) fail "dice play did not exit 0" ;; esac
[ -n "${SHOW_PANE:-}" ] && pane | tail -"${SHOW_PANE}"
echo "PASS: a person played the hero duel at the terminal ($answers answers)"
