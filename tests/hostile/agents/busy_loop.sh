# Spins at full speed without reading or answering.
# expect: did not read its input within
while :; do :; done
