# Ignores SIGTERM, it and the programs it starts; reads every decision and never answers.
# expect: gave no answer within
trap '' TERM
sh -c 'trap "" TERM; sleep 60' &
while read -r line; do :; done
sleep 60
