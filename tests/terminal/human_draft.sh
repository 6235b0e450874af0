#!/bin/sh
# A person drafts at seat 1 of a Rainbow Draft, at a real terminal (tmux): they see their pile
# as the options and what they drafted so far, answer by number, and get a team file that
# `dice team check` accepts. Usage: human_draft.sh path/to/dice
set -eu
DICE="$1"
WORK="$(mktemp -d)"
SESSION="dm-draft-$$"
trap 'tmux kill-session -t "$SESSION" 2>/dev/null || true; rm -rf "$WORK"' EXIT
tmux new-session -d -s "$SESSION" -x 200 -y 60 \
  "'$DICE' draft --format rainbow-draft --option packs=2 --seed 3 --agents human --out '$WORK/out'; echo DRAFT-EXIT=\$?; sleep 60"
seen_pile=no
seen_drafted=no
i=0
while [ $i -lt 60 ]; do
  i=$((i + 1))
  sleep 0.3
  pane="$(tmux capture-pane -p -t "$SESSION" -S -200)"
  case "$pane" in *"pile 1 of 2: pick a card"*"[0] pick "*) seen_pile=yes ;; esac
  case "$pane" in *"drafted so far: "[A-Z]*) seen_drafted=yes ;; esac
  case "$pane" in *DRAFT-EXIT=*) break ;; esac
  # The last line is the prompt when a choice is asked: take the first option.
  if tmux capture-pane -p -t "$SESSION" | grep -v '^$' | tail -1 | grep -q '^> *$'; then
    tmux send-keys -t "$SESSION" 0 Enter
  fi
done
pane="$(tmux capture-pane -p -t "$SESSION" -S -300)"
fail() { echo "FAIL: $1"; echo "$pane"; exit 1; }
case "$pane" in *DRAFT-EXIT=0*) ;; *) fail "the draft did not finish cleanly" ;; esac
[ "$seen_pile" = yes ] || fail "the pile was never shown as options"
[ "$seen_drafted" = yes ] || fail "the cards drafted so far were never shown"
case "$pane" in *"choose basic action 1 of 2"*) ;; *) fail "no basic action choice was offered" ;; esac
[ -f "$WORK/out/seat-1.team" ] || fail "no team file for seat 1"
"$DICE" team check "$WORK/out/seat-1.team" "$WORK/out/seat-2.team" || fail "the drafted teams don't pass the format's check"
echo "PASS: a person drafted seat 1 at the terminal"
