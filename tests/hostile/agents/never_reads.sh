# Never reads its input (nor answers): the decisions fill the socket, and writing them must stop
# at the deadline instead of blocking for ever.
# expect: did not read its input within
exec sleep 60
