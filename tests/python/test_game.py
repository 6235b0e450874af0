"""The dicemasters module's games: decisions, apply, clones, observations, state and log."""
import copy
import json
import os
import random
import unittest

import dicemasters as dm

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
AVX = dm.Format("avx-demo")


def play_random(g, seed):
    rng = random.Random(seed)
    while not g.over:
        g.apply(rng.randrange(g.option_count))
    return g


class Content(unittest.TestCase):
    def test_library_holds_the_built_in_sets(self):
        lib = dm.Library()
        self.assertGreater(len(lib), 50)
        sidekick = [c for c in lib.cards() if c["kind"] == "sidekick"]
        self.assertEqual(len(sidekick), 1)
        self.assertEqual(lib.find(lib.cards()[3]["id"])["name"], lib.cards()[3]["name"])
        self.assertIsNone(lib.find("no-such-card"))

    def test_a_library_of_a_folder_alone(self):
        lib = dm.Library(cards=[os.path.join(ROOT, "scripts/cards/base")], builtin=False)
        self.assertGreaterEqual(len(lib), 1)
        self.assertLess(len(lib), len(dm.Library()))

    def test_a_missing_card_file_is_refused(self):
        with self.assertRaises(ValueError):
            dm.Library(cards=["/no/such/cards"])

    def test_formats_list_the_shipped_scripts(self):
        names = {f["name"]: f for f in dm.formats()}
        for n in ("avx-demo", "constructed", "draft-teams", "doubles"):
            self.assertIn(n, names)
        opts = {o["name"]: o for o in names["draft-teams"]["options"]}
        self.assertEqual(opts["dice_limit"]["default"], "15")

    def test_format_options_are_applied_and_checked(self):
        f = dm.Format("draft-teams", options={"dice_limit": "12"})
        self.assertEqual({o["name"]: o["value"] for o in f.options}["dice_limit"], "12")
        self.assertTrue(f.drafts)
        with self.assertRaises(ValueError):
            dm.Format("draft-teams", options={"dice_limit": "99"})
        with self.assertRaises(ValueError):
            dm.Format("avx-demo", options={"no_such_option": "1"})
        with self.assertRaises(ValueError):
            dm.Format("no-such-format")

    def test_random_teams_are_team_files_the_format_accepts(self):
        f = dm.Format("constructed")
        self.assertTrue(f.brings_teams)
        teams = f.random_teams(5)
        self.assertEqual(len(teams), f.players)
        self.assertEqual(teams, f.random_teams(5))
        self.assertNotEqual(teams, f.random_teams(6))


class Decisions(unittest.TestCase):
    def test_pending_lists_options_with_index_key_and_label(self):
        g = dm.Game(AVX, seed=3)
        d = g.pending()
        self.assertEqual(d["player"], g.player)
        self.assertTrue(d["prompt"])
        self.assertEqual(len(d["options"]), g.option_count)
        self.assertEqual([o["index"] for o in d["options"]], list(range(g.option_count)))
        self.assertEqual([o["key"] for o in d["options"]], g.option_keys())
        self.assertTrue(all(o["label"] for o in d["options"]))

    def test_apply_by_key_is_apply_by_index(self):
        a, b = dm.Game(AVX, seed=3), dm.Game(AVX, seed=3)
        for _ in range(30):
            i = len(a.option_keys()) - 1
            a.apply(i)
            b.apply(b.option_keys()[i])
            self.assertEqual(a.hash, b.hash)

    def test_an_illegal_choice_raises_and_changes_nothing(self):
        g = dm.Game(AVX, seed=3)
        before, h = g.serialize(), g.hash
        for bad in (g.option_count, -1, "buy:9999", "nonsense"):
            with self.assertRaises(dm.IllegalChoice) as e:
                g.apply(bad)
            self.assertTrue(str(e.exception))
            self.assertEqual(g.serialize(), before)
            self.assertEqual(g.hash, h)
        self.assertTrue(issubclass(dm.IllegalChoice, ValueError))

    def test_a_game_ends_with_a_winner_or_a_reason(self):
        g = play_random(dm.Game(AVX, seed=11), 1)
        self.assertTrue(g.over)
        self.assertIn(g.end_reason, ("life", "tie", "turn_limit"))
        if g.end_reason == "life":
            self.assertIn(g.winner, (0, 1))
            self.assertLessEqual(min(g.life), 0)
        with self.assertRaises(dm.IllegalChoice):
            g.apply(0)

    def test_the_same_seed_and_choices_give_the_same_game(self):
        a = play_random(dm.Game(AVX, seed=4), 9)
        b = play_random(dm.Game(AVX, seed=4), 9)
        self.assertEqual(a.hash, b.hash)
        self.assertTrue(a == b)
        c = play_random(dm.Game(AVX, seed=5), 9)
        self.assertNotEqual(a.hash, c.hash)


class Values(unittest.TestCase):
    def test_a_clone_plays_on_alone(self):
        g = dm.Game(AVX, seed=3)
        for _ in range(5):
            g.apply(0)
        c = g.clone()
        self.assertEqual(c.hash, g.hash)
        h = g.hash
        c.apply(c.option_count - 1)
        self.assertEqual(g.hash, h)
        self.assertNotEqual(c.hash, h)
        self.assertEqual(copy.deepcopy(g).hash, h)

    def test_state_is_the_serialized_json(self):
        g = dm.Game(AVX, seed=3)
        s = g.state()
        self.assertEqual(s, json.loads(g.serialize()))
        self.assertEqual(len(s["players"]), 2)
        self.assertEqual(s["turn"], g.turn)

    def test_an_observation_hides_the_generator_and_samples_it_again(self):
        g = dm.Game(AVX, seed=3)
        seen = g.observation_state(0)
        self.assertNotIn("chance", seen)
        self.assertIn("chance", g.state())
        self.assertEqual(json.loads(g.observation_json(1))["turn"], g.turn)
        o1, o2 = g.observation(0, 1), g.observation(0, 2)
        self.assertEqual(o1.option_keys(), g.option_keys())
        self.assertNotEqual(o1.state()["chance"], g.state()["chance"])
        self.assertNotEqual(o1.state()["chance"], o2.state()["chance"])


class Log(unittest.TestCase):
    def test_a_list_gets_every_line_from_game_start_to_game_over(self):
        lines = []
        g = dm.Game(AVX, seed=2, agents=["random", "random"], log=lines)
        start = json.loads(lines[0])
        self.assertEqual(start["type"], "game_start")
        self.assertEqual(start["seed"], 2)
        self.assertEqual(start["agents"], ["random", "random"])
        self.assertEqual(json.loads(lines[-1])["type"], "state")  # where the first decision stands
        self.assertEqual(json.loads(lines[-1])["hash"], format(g.hash, "016x"))
        play_random(g, 3)
        over = json.loads(lines[-1])
        self.assertEqual(over["type"], "game_over")
        self.assertEqual(over["hash"], format(g.hash, "016x"))
        self.assertEqual(over["turns"], g.turn)
        self.assertEqual(sum(json.loads(l)["type"] == "game_over" for l in lines), 1)
        self.assertTrue(any(json.loads(l)["type"] == "choice" for l in lines))

    def test_a_callable_gets_the_same_lines(self):
        lines, got = [], []
        play_random(dm.Game(AVX, seed=2, log=lines), 3)
        play_random(dm.Game(AVX, seed=2, log=got.append), 3)
        self.assertEqual(lines, got)

    def test_a_clone_is_not_logged(self):
        lines = []
        g = dm.Game(AVX, seed=2, log=lines)
        n = len(lines)
        c = g.clone()
        c.apply(0)
        self.assertEqual(len(lines), n)
        g.apply(0)
        self.assertGreater(len(lines), n)

    def test_a_failing_log_raises_after_the_move(self):
        def fail(line):
            if '"choice"' in line:
                raise RuntimeError("disk full")
        g = dm.Game(AVX, seed=2, log=fail)
        h = g.hash
        with self.assertRaises(RuntimeError):
            g.apply(0)
        self.assertNotEqual(g.hash, h)  # the move itself was made, whole

    def test_agents_must_match_the_players(self):
        with self.assertRaises(ValueError):
            dm.Game(AVX, seed=2, agents=["random"])


class Teams(unittest.TestCase):
    def test_team_files_are_played(self):
        f = dm.Format("constructed")
        files = [os.path.join(ROOT, "tests/teams/good", n) for n in ("c_full.team", "c_small.team")]
        lines = []
        dm.Game(f, seed=1, teams=files, log=lines)
        players = json.loads(lines[0])["players"]
        self.assertEqual(len(players), 2)
        self.assertTrue(all(p.get("team") for p in players))

    def test_illegal_teams_are_refused_with_every_problem(self):
        f = dm.Format("constructed")
        bad = os.path.join(ROOT, "tests/teams/bad/c_many_problems.team")
        good = os.path.join(ROOT, "tests/teams/good/c_small.team")
        with self.assertRaises(dm.TeamError) as e:
            dm.Game(f, seed=1, teams=[bad, good])
        self.assertGreater(str(e.exception).count("c_many_problems.team"), 1)


class Agents(unittest.TestCase):
    def test_the_built_in_agents_are_listed(self):
        names = {a["name"] for a in dm.agents()}
        self.assertTrue({"random", "greedy", "heuristic", "mcts"} <= names)

    def test_agents_by_spec_play_legal_games(self):
        for spec in ("random", "greedy", "heuristic", "mcts:iters=20"):
            a, b = dm.Agent(spec, 1), dm.Agent("random", 2)
            g = dm.Game(AVX, seed=5)
            while not g.over:
                g.apply((a if g.player == 0 else b).choose(g))
            self.assertTrue(g.over, spec)
            self.assertEqual(a.spec, spec)

    def test_an_agent_choice_is_its_seed_s(self):
        g = dm.Game(AVX, seed=5)
        picks = [dm.Agent("random", 7).choose(g) for _ in range(3)]
        self.assertEqual(len(set(picks)), 1)
        self.assertIn(picks[0], range(g.option_count))

    def test_unknown_agents_and_parameters_are_refused(self):
        for spec in ("nobody", "mcts:depth=3", "mcts:iters=-5", "human"):
            with self.assertRaises(ValueError):
                dm.Agent(spec, 1)

    def test_seat_seed_is_derive_seed_of_the_seat(self):
        self.assertEqual(dm.seat_seed(7, 1), dm.derive_seed(7, 101))
        self.assertNotEqual(dm.seat_seed(7, 0), dm.seat_seed(7, 1))


if __name__ == "__main__":
    unittest.main()
