"""Playing Dice Masters from Python, cell by cell (each `# %%` is a notebook cell).

Run it as a script to see a game and a short match, or with --check to assert that the tiny
search below beats a random player (the project's tests run it so).

    PYTHONPATH=build/python python3 examples/python/play.py
"""
# %% The format and one game, driven by hand
import argparse
import json
import math
import random

import dicemasters as dm

fmt = dm.Format("avx-demo")
game = dm.Game(fmt, seed=7)
decision = game.pending()
print(f"player {decision['player']}: {decision['prompt']}")
for option in decision["options"][:5]:
    print(f"  {option['index']}: {option['key']:<16} {option['label']}")
game.apply(decision["options"][0]["key"])  # or game.apply(0)


# %% A random agent written in Python
class RandomAgent:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, game):
        return self.rng.randrange(game.option_count)


# %% A tiny Monte Carlo tree search written in Python, on clone() and apply()
def evaluate(game, me):
    """Worth of a position for `me`'s side, in [0, 1]: who won, else the life totals."""
    side = game.state()["players"][me]["side"] if game.players > 2 else me
    if game.over:
        return 0.5 if game.winner is None else float(game.winner == side)
    mine, theirs = game.life[side], sum(game.life) - game.life[side]
    return 1 / (1 + math.exp((theirs - mine) / 4))


class Node:
    def __init__(self, game):
        self.game = game
        self.children = {}  # option index -> Node
        self.visits = 0
        self.value = 0.0


class TinyMcts:
    """UCT over the decisions of both players, in a sampled observation of the game (never the
    true bag order or future rolls), with short random rollouts scored by evaluate()."""

    def __init__(self, seed, iterations=24, rollout=12, explore=0.7):
        self.rng = random.Random(seed)
        self.iterations, self.rollout, self.explore = iterations, rollout, explore

    def choose(self, game):
        if game.option_count == 1:
            return 0
        me = game.player
        root = Node(game.observation(me, self.rng.getrandbits(63)))
        for _ in range(self.iterations):
            path, node = [root], root
            while not node.game.over and len(node.children) == node.game.option_count:
                node = self.select(node, me)
                path.append(node)
            if not node.game.over:
                untried = [i for i in range(node.game.option_count) if i not in node.children]
                i = self.rng.choice(untried)
                child = node.game.clone()
                child.apply(i)
                node.children[i] = node = Node(child)
                path.append(node)
            score = self.simulate(node.game.clone(), me)
            for n in path:
                n.visits += 1
                n.value += score
        return max(root.children, key=lambda i: root.children[i].visits)

    def select(self, node, me):
        sign = 1 if node.game.player == me else -1  # the opponent picks what is worst for me
        def ucb(child):
            mean = child.value / child.visits
            return sign * mean + self.explore * math.sqrt(math.log(node.visits) / child.visits)
        return max(node.children.values(), key=ucb)

    def simulate(self, game, me):
        for _ in range(self.rollout):
            if game.over:
                break
            game.apply(self.rng.randrange(game.option_count))
        return evaluate(game, me)


# %% A game between two Python agents, logged
def play(fmt, seed, agents, log=None):
    game = dm.Game(fmt, seed=seed, log=log)
    while not game.over:
        game.apply(agents[game.player].choose(game))
    return game


lines = []
g = play(fmt, 1, [TinyMcts(1), RandomAgent(2)], log=lines)
print(f"game over after {g.turn} turns: {json.loads(lines[-1])}")


# %% A short match: the tiny search against random, each seat in turn
def match(games):
    wins = 0
    for n in range(games):
        seat = n % 2  # the search plays first in even games
        agents = [RandomAgent(100 + n), RandomAgent(100 + n)]
        agents[seat] = TinyMcts(n)
        g = play(fmt, 1000 + n, agents)
        assert g.over and g.end_reason in ("life", "tie", "turn_limit")
        if g.end_reason == "life":
            assert g.winner in (0, 1) and g.life[1 - g.winner] <= 0
        wins += g.winner == seat
    return wins


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true", help="assert the search wins most games")
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args()
    wins = match(args.games)
    print(f"tiny search beat random in {wins} of {args.games} games")
    if args.check:
        assert wins > args.games // 2, f"the search won only {wins} of {args.games}"
