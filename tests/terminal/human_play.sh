#!/bin/sh
# A person plays seat 1 of a short game at a real terminal (tmux): asks for help, looks at the
# board and a card (by a misspelt name too), types a wrong answer and gets a hint, rerolls dice
# named by number in any order and takes it back with undo, then answers every prompt (fields and
# attacks with what it can, finishes where that is offered, else takes the first option) until
# the game-over line, and `dice` exits 0.
# Usage: human_play.sh path/to/dice
set -eu
DICE="$1"
SESSION="dm-play-$$" EXIT_MARK=PLAY-EXIT
. "$(dirname "$0")/tmux_play.sh"
start_play "'$DICE' play --format avx-demo --seed 7 --agents human,random --turn-cap 6"

wait_prompt || fail "the game ended before the first prompt"
case "$(pane)" in *"P1, choose dice to reroll"*"[0] P1 Sidekick 2 [wild]"*"[3] P1 Sidekick 8 [0/1/1]"*"(the dice to reroll by number or name"*) ;;
  *) fail "the first prompt does not list the dice to reroll" ;; esac
case "$(pane)" in *"reroll:1,5"*) fail "the reroll prompt lists every subset of the dice" ;; esac

say help
case "$(pane)" in *"How to answer:"*"finish          end what you are doing"*"card NAME       a card's text"*) ;;
  *) fail "help was not shown" ;; esac

say board
case "$(pane)" in *"Turn 1, P1's Roll and Reroll Step"*"P1 (side 1): life 10; bag 4 dice, Used Pile 0 dice"*"Prep Area: P1 Sidekick 2 [wild], P1 Sidekick 6 [wild]"*"P2 (side 2): life 10"*"Cards to buy from:"*"Force Beam (basic action, cost 3"*) ;;
  *) fail "the board was not shown" ;; esac

say "card force"
case "$(pane)" in *"Force Beam (avx-027): basic action, cost 3"*"Deal 1 damage to every character."*) ;;
  *) fail "card force did not show Force Beam's text" ;; esac

say "card spidr"
case "$(pane)" in *"Spider-Man: Webhead (avx-017): character"*) ;; *) fail "card spidr did not find Spider-Man" ;; esac

say "card zqxw"
case "$(pane)" in *"no card is called 'zqxw'; did you mean"*) ;; *) fail "no did-you-mean for a name like no card's" ;; esac

say banana
case "$(pane)" in *"'banana' names no dice of the list; type the dice to reroll by number"*) ;; *) fail "a wrong answer got no hint" ;; esac

say "reroll 3 0"
case "$(pane)" in *"P1 rerolls P1 Sidekick 2 "*" and P1 Sidekick 8 "*"P1, Main Step"*) ;; *) fail "reroll 3 0 did not reroll dice 0 and 3" ;; esac
say undo
case "$(pane)" in *"(undone: P1 answers again, turn 1)"*"P1, choose dice to reroll"*) ;; *) fail "undo did not go back to the reroll" ;; esac

# A die by a short name: its card's name in any case and its number, without its owner.
say "reroll sidekick 8"
case "$(pane)" in *"P1 rerolls P1 Sidekick 8 "*"P1, Main Step"*) ;; *) fail "reroll sidekick 8 did not reroll P1 Sidekick 8" ;; esac
say undo

# Then play on as the pane shows the options: field and attack with what can, then finish where
# the prompt offers it, else take the first option. The first die fielded is fielded by the key
# the list shows for it, which names the die ("field:Sidekick 8"), never an internal number.
answers=0
by_key=""
while wait_prompt; do
  answers=$((answers + 1))
  [ $answers -lt 200 ] || fail "more than 200 answers for a game of 6 turns"
  options="$(tmux capture-pane -p -t "$SESSION" | awk '/^P1, /{buf=""} {buf=buf"\n"$0} END{print buf}')"
  act="$(printf '%s\n' "$options" | sed -n 's/^  \[\([0-9]*\)\] \(field\|attack with\) .*/\1/p' | head -1)"
  key="$(printf '%s\n' "$options" | sed -n 's/^  \[[0-9]*\] field .*(\(field:[^,)]*\).*/\1/p' | head -1)"
  if [ -z "$by_key" ] && [ -n "$key" ]; then
    case "$key" in field:[0-9]*) fail "the field option's key names an internal number: $key" ;; esac
    by_key="$key"
    say "$key"
    case "$(pane)" in *"P1 fields ${key#field:}"*|*"P1 fields P1 ${key#field:}"*) ;; *) fail "the key $key fielded nothing" ;; esac
  elif [ -n "$act" ]; then say "$act"
  else case "$options" in *", or finish)"*) say finish ;; *) say 0 ;; esac
  fi
done
[ -n "$by_key" ] || fail "no die was ever offered to field"
out="$(pane)"
case "$out" in *"P1, P1,"*) fail "a prompt names its player twice" ;; esac
case "$out" in *"== Game over after 6 turns: no winner (turn limit)"*) ;; *) fail "no game-over line" ;; esac
case "$out" in *PLAY-EXIT=0*) ;; *) fail "dice play did not exit 0" ;; esac
[ -n "${SHOW_PANE:-}" ] && pane | tail -"${SHOW_PANE}"
echo "PASS: a person played a game at the terminal ($answers answers)"
