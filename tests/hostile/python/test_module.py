"""Hostile use of the dicemasters module: nothing a Python program does with it may crash the
interpreter. Re-entry from a log callable raises EngineBusy; threads sharing games wait their
turn; a stuck stdio agent holds neither the game nor the interpreter past its time limit;
arguments are held to the ranges of the CLI."""
import os
import random
import sys
import threading
import time
import unittest

import dicemasters as dm

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
AVX = dm.Format("avx-demo")


def play_out(g, seed):
    rng = random.Random(seed)
    while not g.over:
        g.apply(rng.randrange(g.option_count))


class ReEntry(unittest.TestCase):
    def test_a_log_callable_that_applies_to_its_game_raises_engine_busy(self):
        box = {}

        def log(line):
            if "g" in box and '"type":"choice"' in line.replace(" ", ""):
                box["g"].apply(0)

        g = dm.Game(AVX, seed=1, log=log)
        box["g"] = g
        with self.assertRaises(dm.EngineBusy):
            g.apply(0)
        self.assertTrue(issubclass(dm.EngineBusy, RuntimeError))
        # The move was made whole and the game plays on.
        box.clear()
        play_out(g, 1)
        self.assertTrue(g.over)

    def test_reading_the_game_from_its_log_callable_raises_too(self):
        box = {}
        seen = []

        def log(line):
            if "g" in box:
                try:
                    seen.append(box["g"].over)
                except dm.EngineBusy as e:
                    seen.append(str(e))
                    raise

        g = dm.Game(AVX, seed=2, log=log)
        box["g"] = g
        with self.assertRaises(dm.EngineBusy):
            g.apply(0)
        self.assertIn("in use", seen[0])

    def test_a_game_of_the_same_format_is_busy_too_another_format_is_not(self):
        other = dm.Game(AVX, seed=3)
        apart = dm.Game(dm.Format("avx-demo"), seed=3)
        box = {"n": -1000, "apart": None}

        def log(line):
            box["n"] += 1
            if box["n"] == 2:
                apart.apply(0)  # its own cards and Lua state: allowed
                box["apart"] = apart.turn
                other.apply(0)  # shares the format's cards and Lua state: refused

        g = dm.Game(AVX, seed=3, log=log)
        box["n"] = 0
        with self.assertRaises(dm.EngineBusy):
            while box["n"] < 2:
                g.apply(0)
        self.assertIsNotNone(box["apart"])
        for game, seed in ((g, 4), (other, 5), (apart, 6)):
            play_out(game, seed)
            self.assertTrue(game.over)

    def test_a_clone_or_an_agent_in_a_log_callable_is_refused(self):
        a = dm.Agent("random", seed=1)
        box = {}

        def log(line):
            if "g" in box:
                box["tries"] = box.get("tries", 0) + 1
                a.choose(box["g"])

        g = dm.Game(AVX, seed=4, log=log)
        box["g"] = g
        with self.assertRaises(dm.EngineBusy):
            g.apply(0)


class Threads(unittest.TestCase):
    def test_threads_applying_to_one_game_while_callbacks_release_the_lock(self):
        def log(line):
            time.sleep(0)  # lets another thread run in the middle of a move

        g = dm.Game(AVX, seed=6, log=log)
        errors = []

        def worker(seed):
            rng = random.Random(seed)
            for _ in range(150):
                try:
                    if g.over:
                        return
                    g.apply(rng.randrange(max(1, g.option_count)))
                except dm.IllegalChoice:
                    pass  # the other thread moved first: that option is gone
                except Exception as e:  # anything else is a failure
                    errors.append(repr(e))
                    return

        threads = [threading.Thread(target=worker, args=(s,)) for s in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(errors, [])
        play_out(g, 7)
        self.assertTrue(g.over)

    def test_games_of_one_format_on_many_threads(self):
        results = []

        def worker(seed):
            g = dm.Game(AVX, seed=seed, log=lambda line: time.sleep(0))
            play_out(g, seed)
            results.append((seed, g.hash))

        threads = [threading.Thread(target=worker, args=(s,)) for s in range(1, 5)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        alone = {s: h for s, h in results}
        for s in range(1, 5):
            g = dm.Game(AVX, seed=s)
            play_out(g, s)
            self.assertEqual(alone[s], g.hash)


class StuckAgent(unittest.TestCase):
    def test_a_stuck_stdio_agent_releases_the_interpreter_and_ends_in_time(self):
        os.environ["DM_STDIO_TIMEOUT_MS"] = "700"
        try:
            a = dm.Agent("stdio:exec sleep 30", seed=1)
        finally:
            del os.environ["DM_STDIO_TIMEOUT_MS"]
        g = dm.Game(AVX, seed=8)
        ticks = []
        done = threading.Event()

        def tick():
            while not done.is_set():
                ticks.append(1)
                time.sleep(0.01)

        t = threading.Thread(target=tick)
        t.start()
        start = time.monotonic()
        try:
            with self.assertRaises(RuntimeError) as e:
                a.choose(g)
        finally:
            done.set()
            t.join()
        took = time.monotonic() - start
        # It reads nothing: the decision can't be written, and writing shares the answer's deadline.
        self.assertIn("did not read its input within 700 ms", str(e.exception))
        self.assertLess(took, 6)
        self.assertGreater(len(ticks), 10)  # Python ran while the agent was waited for
        play_out(g, 9)  # the game is not left busy

    def test_a_stuck_agent_makes_another_thread_wait_not_crash(self):
        os.environ["DM_STDIO_TIMEOUT_MS"] = "500"
        try:
            a = dm.Agent("stdio:while read -r line; do :; done", seed=1)
        finally:
            del os.environ["DM_STDIO_TIMEOUT_MS"]
        g = dm.Game(AVX, seed=10)
        out = {}

        def choose():
            try:
                a.choose(g)
            except RuntimeError as e:
                out["error"] = str(e)

        t = threading.Thread(target=choose)
        t.start()
        time.sleep(0.1)
        g.apply(0)  # waits for the agent's call to end, then moves
        t.join()
        self.assertIn("gave no answer", out["error"])


class Ranges(unittest.TestCase):
    def test_thread_counts_out_of_range_are_value_errors(self):
        for n in (0, -1, 257, 10**6):
            with self.assertRaises(ValueError):
                dm.simulate(AVX, games=2, threads=n)
        with self.assertRaises((TypeError, OverflowError)):
            dm.simulate(AVX, games=2, threads=2**70)
        r = dm.simulate(AVX, games=2, threads=256)
        self.assertEqual(r["games"], 2)

    def test_games_and_shards_out_of_range_are_value_errors(self):
        with self.assertRaises(ValueError):
            dm.simulate(AVX, games=0)
        with self.assertRaises(ValueError):
            dm.simulate(AVX, games=10**10)
        for shard in ((1, 1), (0, 0), (5, 2)):
            with self.assertRaises(ValueError):
                dm.simulate(AVX, games=2, shard=shard)
        with self.assertRaises(ValueError):
            dm.simulate(AVX, games=2, agents=[])

    def test_turn_cap_takes_the_cli_range(self):
        for cap in (-1, 10001, 2**31 - 1):
            with self.assertRaises(ValueError):
                dm.Game(AVX, seed=1, turn_cap=cap)
        with self.assertRaises((TypeError, OverflowError)):
            dm.Game(AVX, seed=1, turn_cap=2**70)
        self.assertFalse(dm.Game(AVX, seed=1, turn_cap=10000).over)

    def test_a_seat_out_of_range_is_a_value_error(self):
        g = dm.Game(AVX, seed=1)
        for seat in (-1, 2, 99, 2**31 - 1):
            for method in (g.observation_json, g.observation_state):
                with self.assertRaises(ValueError):
                    method(seat)
            with self.assertRaises(ValueError):
                g.observation(seat, 1)
        for option in (-1, 10**6):
            with self.assertRaises(dm.IllegalChoice):
                g.apply(option)


if __name__ == "__main__":
    unittest.main()
