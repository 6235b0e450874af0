# Reads every line and never answers (its output stays open).
# expect: gave no answer within
while read -r line; do :; done
