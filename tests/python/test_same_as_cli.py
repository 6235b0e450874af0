"""A game or a run from Python is the game or run the dice CLI plays: the same log, byte for
byte, and the same `dice sim --json` results. $DM_DICE is the dice binary."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

import dicemasters as dm

DICE = os.environ.get("DM_DICE", "")


def dice(*args):
    return subprocess.run([DICE, *args], check=True, capture_output=True, text=True).stdout


class SameAsCli(unittest.TestCase):
    def play_both(self, fmt, seed, agents, extra=()):
        with tempfile.TemporaryDirectory() as tmp:
            a, b = os.path.join(tmp, "a.jsonl"), os.path.join(tmp, "b.jsonl")
            dice("play", "--format", fmt, "--seed", str(seed), "--agents", ",".join(agents), "--log", a, "--quiet", *extra)
            with open(b, "w", encoding="utf-8", newline="\n") as out:
                g = dm.Game(dm.Format(fmt), seed=seed, agents=agents, log=lambda line: out.write(line + "\n"))
                players = [dm.Agent(spec, dm.seat_seed(seed, seat)) for seat, spec in enumerate(agents)]
                while not g.over:
                    g.apply(players[g.player].choose(g))
            with open(a, "rb") as fa, open(b, "rb") as fb:
                return fa.read(), fb.read()

    def test_the_log_of_a_game_is_byte_identical(self):
        cli, py = self.play_both("avx-demo", 7, ["random", "greedy"])
        self.assertGreater(len(cli.splitlines()), 50)
        self.assertEqual(json.loads(cli.splitlines()[-1])["type"], "game_over")
        self.assertEqual(cli, py)

    def test_a_drafted_game_logs_the_same_too(self):
        cli, py = self.play_both("draft-teams", 3, ["greedy", "random"])
        self.assertIn(b'"draft_over"', cli)
        self.assertEqual(cli, py)

    def test_simulate_gives_what_dice_sim_json_prints(self):
        cli = json.loads(dice("sim", "--format", "avx-demo", "-n", "12", "-j", "1", "--seed", "5",
                              "--agents", "random,greedy", "--json", "--quiet"))
        records = []
        py = dm.simulate(dm.Format("avx-demo"), games=12, seed=5, agents=["random", "greedy"], threads=2,
                         on_game=records.append)
        self.assertEqual(py, cli)
        self.assertEqual(py["games"], 12)
        self.assertGreater(py["decisions"], 12 * 50)
        self.assertEqual(py["run"]["agents"], ["random", "greedy"])
        listed = [json.loads(l) for l in dice("sim", "--format", "avx-demo", "-n", "12", "--seed", "5",
                                             "--agents", "random,greedy", "--list-games", "--json", "--quiet").splitlines()]
        self.assertEqual(records, listed)

    def test_simulate_refuses_an_unknown_agent(self):
        with self.assertRaises(ValueError):
            dm.simulate(dm.Format("avx-demo"), games=2, agents=["random", "nobody"])

    def test_an_on_game_error_stops_the_run_and_is_raised(self):
        def boom(record):
            raise KeyError("stop")
        with self.assertRaises(KeyError):
            dm.simulate(dm.Format("avx-demo"), games=50, on_game=boom)

    def test_the_speed_script_measures_all_three_ways(self):
        root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        out = subprocess.run([sys.executable, os.path.join(root, "examples/python/speed.py"), "--games", "20",
                              "--runs", "1", "--dice", DICE], check=True, capture_output=True, text=True).stdout
        rates = {l[:14].strip(): float(l[14:].split()[0]) for l in out.splitlines()}
        self.assertEqual(set(rates), {"Python loop", "simulate", "dice sim -j1"})
        self.assertTrue(all(r > 0 for r in rates.values()))


if __name__ == "__main__":
    unittest.main()
