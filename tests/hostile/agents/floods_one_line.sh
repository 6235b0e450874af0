# Answers with one endless line.
# expect: wrote a line longer than
yes x | tr -d '\n'
