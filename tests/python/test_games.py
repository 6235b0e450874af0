"""The dicemasters module drives Dice Miner and the hero duel as it drives Dice Masters: the format names its
game, agents play a game to the end with scores and places, the same seed plays the same game,
an illegal key is refused and changes nothing, and simulate plays the games asked."""
import json
import re
import unittest

import dicemasters as dm


def play(fmt, seed, specs):
    """A whole game with the built-in agents at their dice play seeds."""
    lines = []
    g = dm.Game(fmt, seed=seed, agents=specs, log=lines)
    agents = [dm.Agent(s, seed=dm.seat_seed(seed, p), game=g.game) for p, s in enumerate(specs)]
    steps = 0
    while not g.over:
        g.apply(agents[g.player].choose(g))
        steps += 1
        if steps > 5000:
            raise AssertionError("the game did not end in 5000 decisions")
    return g, lines


class DiceMiner(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.fmt = dm.Format("dice-miner", options={"players": "3"})

    def test_the_format_names_its_game(self):
        self.assertEqual(self.fmt.game, "dice-miner")
        self.assertEqual(self.fmt.players, 3)
        self.assertEqual(dm.Format("avx-demo").game, "dice-masters")
        games = {f["name"]: f for f in dm.formats()}
        self.assertIn("dice-miner", games)
        self.assertIn("dice-miner-crystal", games)
        with self.assertRaises(ValueError):
            dm.Format("dice-miner", options={"players": "9"})

    def test_agents_play_a_game_to_the_end_with_scores_and_places(self):
        g, lines = play(self.fmt, 7, ["heuristic", "random", "random"])
        self.assertEqual(g.game, "dice-miner")
        self.assertTrue(g.over)
        self.assertEqual(g.players, 3)
        scores, places = g.scores, g.places
        self.assertEqual(len(scores), 3)
        self.assertEqual(len(places), 3)
        self.assertTrue(all(1 <= p <= 3 for p in places))
        # Places follow the totals: a higher total never has a worse place.
        for a in range(3):
            for b in range(3):
                if scores[a] > scores[b]:
                    self.assertLess(places[a], places[b])
        if g.end_reason == "score":
            self.assertIsNotNone(g.winner)
            self.assertEqual(places[g.winner], 1)
            self.assertEqual(scores[g.winner], max(scores))
        # The log ends with the game's own last line, with the same totals.
        first, last = json.loads(lines[0]), json.loads(lines[-1])
        self.assertEqual(first["type"], "game_start")
        self.assertEqual(last["type"], "game_over")
        self.assertEqual(last["totals"], scores)
        self.assertEqual(last["places"], places)

    def test_the_same_seed_plays_the_same_game(self):
        specs = ["heuristic", "random", "greedy"]
        a, log_a = play(self.fmt, 11, specs)
        b, log_b = play(self.fmt, 11, specs)
        self.assertEqual(log_a, log_b)
        self.assertEqual(a.serialize(), b.serialize())
        self.assertEqual(a.hash, b.hash)
        self.assertEqual((a.scores, a.places, a.winner), (b.scores, b.places, b.winner))
        c, log_c = play(self.fmt, 12, specs)
        self.assertNotEqual(log_a, log_c)

    def test_an_illegal_key_is_refused_and_changes_nothing(self):
        g = dm.Game(self.fmt, seed=5, agents=["random", "random", "random"])
        # Heroes first, then the first take of the excavation.
        while g.pending()["kind"] != "excavate":
            g.apply(0)
        keys = g.option_keys()
        covered = next("take:%d" % s for s in range(1, 21) if "take:%d" % s not in keys)
        for key in (covered, "take:999", "hero:Treasurer", "nonsense", "share:0:p1"):
            before, before_hash, before_keys = g.serialize(), g.hash, g.option_keys()
            with self.assertRaises(dm.IllegalChoice, msg=key):
                g.apply(key)
            self.assertEqual(g.serialize(), before, key)
            self.assertEqual(g.hash, before_hash, key)
            self.assertEqual(g.option_keys(), before_keys, key)
        with self.assertRaises(ValueError):
            g.apply(len(keys))
        # A legal key is taken and changes the state.
        before = g.serialize()
        g.apply(keys[0])
        self.assertNotEqual(g.serialize(), before)

    def test_simulate_plays_the_games_asked(self):
        r = dm.simulate(dm.Format("dice-miner"), games=30, seed=3, agents=["heuristic", "random"])
        self.assertEqual(r["games"], 30)
        self.assertEqual(r["run"]["format"], "dice-miner")
        self.assertEqual([a["games"] for a in r["agents"]], [30, 30])
        self.assertEqual(sum(a["wins"] for a in r["agents"]) + r["ties"], 30)
        self.assertGreater(r["agents"][0]["wins"], r["agents"][1]["wins"])
        seen = []
        r3 = dm.simulate(self.fmt, games=12, seed=3, agents=["random", "random", "random"], threads=2,
                         on_game=seen.append)
        self.assertEqual(r3["games"], 12)
        self.assertEqual(len(seen), 12)
        self.assertEqual(r3["players"], 3)


class HeroDuel(unittest.TestCase):
    """The hero duel through the same module: to the end, repeatable, refusals change nothing."""

    @classmethod
    def setUpClass(cls):
        cls.fmt = dm.Format("hero-duel")

    def test_agents_play_a_duel_to_the_end_and_repeat_it(self):
        self.assertEqual(self.fmt.game, "hero-duel")
        self.assertEqual(self.fmt.players, 2)
        a, log_a = play(self.fmt, 3, ["greedy", "random"])
        b, log_b = play(self.fmt, 3, ["greedy", "random"])
        self.assertTrue(a.over)
        self.assertEqual(log_a, log_b)
        self.assertEqual(a.hash, b.hash)
        self.assertEqual(len(a.scores), 2)

    def test_an_illegal_card_play_is_refused_and_changes_nothing(self):
        g = dm.Game(self.fmt, seed=5, agents=["random", "random"])
        before, before_hash = g.serialize(), g.hash
        for key in ("play:Excalibur", "spend:Kindle", "reroll:1", "nonsense"):
            with self.assertRaises(dm.IllegalChoice, msg=key):
                g.apply(key)
            self.assertEqual(g.serialize(), before, key)
            self.assertEqual(g.hash, before_hash, key)


class HeroDuelModes(unittest.TestCase):
    """Teams and free-for-all through the same module: the players the format seats, to the end."""

    def test_teams_and_free_for_all_play_to_the_end(self):
        for name, players in (("hero-teams", 4), ("hero-teams", 6), ("hero-ffa", 3), ("hero-ffa", 6)):
            with self.subTest(format=name, players=players):
                fmt = dm.Format(name, {"players": str(players)})
                self.assertEqual(fmt.players, players)
                g, _ = play(fmt, 4, ["greedy"] + ["random"] * (players - 1))
                self.assertTrue(g.over)
                self.assertEqual(len(g.scores), players)

    def test_a_target_is_named_in_the_key(self):
        g = dm.Game(dm.Format("hero-ffa", {"players": "3"}), seed=1, agents=["random"] * 3)
        agents = [dm.Agent("random", seed=dm.seat_seed(1, p), game=g.game) for p in range(3)]
        aimed = False
        while not g.over and not aimed:
            aimed = any(re.match(r"ability:.*:P[0-9]+$", k) for k in g.option_keys())
            g.apply(agents[g.player].choose(g))
        self.assertTrue(aimed)


class StrictOptions(unittest.TestCase):
    """What a game can't use is refused, never dropped or ignored."""

    def test_more_agents_than_seats_are_refused(self):
        for name in ("hero-duel", "dice-miner", "liars-dice", "avx-demo"):
            with self.subTest(format=name):
                fmt = dm.Format(name)
                with self.assertRaises(ValueError) as e:
                    dm.simulate(fmt, games=2, agents=["random"] * (fmt.players + 1))
                self.assertIn("seats", str(e.exception))
                with self.assertRaises(ValueError):
                    dm.Game(fmt, seed=1, agents=["random"] * (fmt.players + 1))

    def test_a_turn_cap_ends_a_duel_at_the_cap_and_a_game_of_its_own_length_refuses_one(self):
        g = dm.Game(dm.Format("hero-duel"), seed=2, agents=["greedy", "greedy"], turn_cap=2)
        agents = [dm.Agent("greedy", seed=dm.seat_seed(2, p), game=g.game) for p in range(2)]
        while not g.over:
            g.apply(agents[g.player].choose(g))
        self.assertEqual(g.end_reason, "turn_limit")
        self.assertIsNone(g.winner)
        for name in ("dice-miner", "liars-dice"):
            with self.subTest(format=name), self.assertRaises(ValueError) as e:
                dm.Game(dm.Format(name), seed=1, turn_cap=5)
            self.assertIn("turn_cap", str(e.exception))


class EveryGame(unittest.TestCase):
    """Every game the engine lists, at its default format, through the same calls: played to the
    end, the same for the same seed, a refused key changing nothing, simulated."""

    def formats(self):
        seen = {}
        for f in dm.formats():
            if f["error"] or f["game"] in seen:
                continue
            seen[f["game"]] = f["name"]
        return seen

    def test_every_game_is_played_repeated_refused_and_simulated(self):
        games = self.formats()
        self.assertGreaterEqual(len(games), 4)
        for game, name in games.items():
            with self.subTest(game=game):
                fmt = dm.Format(name)
                self.assertEqual(fmt.game, game)
                specs = ["random"] * fmt.players
                a, log_a = play(fmt, 4, specs)
                b, log_b = play(fmt, 4, specs)
                self.assertTrue(a.over)
                self.assertEqual(log_a, log_b)
                self.assertEqual(len(a.scores), a.players)
                self.assertEqual(len(a.places), a.players)
                g = dm.Game(fmt, seed=6)
                before = g.serialize()
                with self.assertRaises(dm.IllegalChoice):
                    g.apply("no-such-key:at-all")
                self.assertEqual(g.serialize(), before)
                r = dm.simulate(fmt, games=6, seed=2, agents=specs)
                self.assertEqual(r["games"], 6)
                self.assertEqual(r["run"]["game"], game)


class Signals(unittest.TestCase):
    def test_a_long_simulation_stops_on_a_signal_with_its_exception(self):
        # A run of a hundred million games would hold the interpreter for hours; the handler's
        # exception ends it between games, as Ctrl-C ends any Python loop.
        import signal

        class Stop(Exception):
            pass

        def stop(signum, frame):
            raise Stop()

        old = signal.signal(signal.SIGALRM, stop)
        try:
            signal.setitimer(signal.ITIMER_REAL, 0.5)
            for fmt in (dm.Format("liars-dice"), dm.Format("avx-demo")):
                signal.setitimer(signal.ITIMER_REAL, 0.5)
                with self.assertRaises(Stop):
                    dm.simulate(fmt, games=100_000_000, seed=1, agents=["random"], threads=2)
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old)


if __name__ == "__main__":
    unittest.main()
