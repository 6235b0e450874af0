"""Random games a second through the module: a Python loop choosing random options, the
module's simulate(), and (with --dice) the dice CLI, on one thread; medians of --runs runs."""
import argparse
import random
import statistics
import subprocess
import time

import dicemasters as dm


def python_loop(fmt, games):
    rng = random.Random(1)
    start = time.perf_counter()
    for seed in range(games):
        g = dm.Game(fmt, seed=seed)
        while not g.over:
            g.apply(rng.randrange(g.option_count))
    return games / (time.perf_counter() - start)


def simulate(fmt, games):
    start = time.perf_counter()
    dm.simulate(fmt, games=games, agents=["random", "random"], threads=1)
    return games / (time.perf_counter() - start)


def cli(dice, games):
    out = subprocess.run([dice, "sim", "--format", "avx-demo", "-n", str(games), "-j1", "--agents", "random,random",
                          "--quiet"], check=True, capture_output=True, text=True).stdout
    return float(next(l for l in out.splitlines() if l.endswith("games/s")).split()[0])


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=2000, help="games a run (the Python loop plays a tenth)")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--dice", help="the dice binary, to measure the CLI too")
    a = p.parse_args()
    fmt = dm.Format("avx-demo")
    ways = [("Python loop", lambda: python_loop(fmt, max(1, a.games // 10))), ("simulate", lambda: simulate(fmt, a.games))]
    if a.dice:
        ways.append(("dice sim -j1", lambda: cli(a.dice, a.games)))
    for name, run in ways:
        rates = [run() for _ in range(a.runs)]
        print(f"{name:<14} {statistics.median(rates):8.1f} games/s  (runs: {', '.join(f'{r:.1f}' for r in rates)})")


if __name__ == "__main__":
    main()
