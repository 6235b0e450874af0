# Leaves a program running behind it (holding its output open) and exits: the agent is gone at
# once, and what it left behind ends with it.
# expect: exited without
# fast: yes
sleep 60 &
sleep 60 &
exit 0
