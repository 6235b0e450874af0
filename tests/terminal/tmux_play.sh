# Shared by the terminal play tests (sourced, not run): a game of dice played by a person inside
# a tmux server of its own. Before sourcing, set SESSION and EXIT_MARK (the line the command
# prints when dice exits, e.g. PLAY-EXIT); then `start_play "COMMAND"`.
#   pane          the whole history of the pane
#   fail MSG      prints MSG and the end of the pane, and exits 1
#   wait_prompt   waits (15 s at most) until the last line is the prompt "> "; 1 once dice exited
#   say LINE      types LINE and waits for the prompt after it
tmux() { command tmux -L "$SESSION" "$@"; }
trap 'tmux kill-server 2>/dev/null || true' EXIT
start_play() {
  tmux -f /dev/null start-server \; set-option -g history-limit 50000 \; new-session -d -s "$SESSION" -x "${PANE_WIDTH:-160}" -y 50 \
    "$1; echo $EXIT_MARK=\$?; sleep 60"
}
pane() { tmux capture-pane -p -t "$SESSION" -S -; }
fail() { echo "FAIL: $1"; pane | tail -"${FAIL_LINES:-80}"; exit 1; }
wait_prompt() {
  i=0
  while [ $i -lt 150 ]; do
    i=$((i + 1))
    last="$(tmux capture-pane -p -t "$SESSION" | grep -v '^$' | tail -1)"
    case "$last" in "> "|">") return 0 ;; "$EXIT_MARK="*) return 1 ;; esac
    sleep 0.1
  done
  fail "no prompt within 15 seconds"
}
# A new "> " line below the one answered: the pane is never read before the answer was taken.
prompts() { tmux capture-pane -p -t "$SESSION" -S - | grep -c '^>' || true; }
say() {
  before="$(prompts)"
  tmux send-keys -t "$SESSION" -l "$1"
  tmux send-keys -t "$SESSION" Enter
  i=0
  while [ $i -lt 150 ]; do
    i=$((i + 1))
    sleep 0.1
    case "$(tmux capture-pane -p -t "$SESSION" | grep -v '^$' | tail -1)" in "$EXIT_MARK="*) return 0 ;; esac
    [ "$(prompts)" -gt "$before" ] && wait_prompt && return 0
  done
  fail "no answer to '$1' within 15 seconds"
}
