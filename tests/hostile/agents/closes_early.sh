# Closes its output at once and lives on: reported at once, not after the time limit.
# expect: closed its output without answering
# fast: yes
exec 1>&-
sleep 60
