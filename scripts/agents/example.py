#!/usr/bin/env python3
"""A player for `dice --agents stdio:python3 scripts/agents/example.py`.

The engine writes one JSON line per decision; this answers with an option's key.
It fields and buys what it can, attacks with everything, never blocks."""
import json
import random
import sys

PREFER = ["keep", "field:", "buy:", "action:", "attack:", "pick:", "dice:", "basic:", "stack:"]
rng = random.Random()

for line in sys.stdin:
    ask = json.loads(line)
    if ask["type"] == "hello":  # the first line: the seed this player gets
        rng.seed(ask["seed"])
        continue
    keys = [option["key"] for option in ask["options"]]
    side = ask["state"]["players"][ask["player"]]["side"]
    life = ask["state"]["sides"][side]["life"]  # the whole open state is there to read
    for prefix in PREFER:
        mine = [k for k in keys if k.startswith(prefix)]
        if mine:
            answer = rng.choice(mine)
            break
    else:
        answer = next((k for k in ("done", "pass", "no") if k in keys), keys[0])
    print(answer, flush=True)
