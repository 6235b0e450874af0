// dicemasters.Game: a game driven one decision at a time, with its log, clones, observations
// and state.
#include "python/game.hpp"

#include <pybind11/stl.h>

#include <cstdio>
#include <stdexcept>

#include "dm/format_files.hpp"
#include "dm/game_log.hpp"

namespace dm::py {

namespace {

struct IllegalChoice : std::runtime_error {
  using std::runtime_error::runtime_error;
};
struct TeamProblems : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace

std::unique_ptr<PyGame> PyGame::make(PyFormat& f, std::uint64_t seed, const std::vector<std::string>& teams,
                                     const std::vector<std::string>& agents, int turn_cap, pyb::object log) {
  // The CLI's range (dice play --turn-cap); 0 is the format's own.
  if (turn_cap < 0 || turn_cap > 10000) throw pyb::value_error("turn_cap is 1 to 10000, or 0 for the format's own; not " + std::to_string(turn_cap));
  // Setting the game up runs the format's and the cards' scripts, and the log callable.
  Hold hold(*f.lock, "this format");
  std::unique_ptr<PyGame> pg(new PyGame());
  pg->lock_ = f.lock;
  Table& table = *f.table;
  const std::size_t players = static_cast<std::size_t>(table.players()), seats = static_cast<std::size_t>(table.seats());
  std::vector<std::string> names = agents;
  if (!names.empty()) {
    if (names.size() != players && names.size() != seats)
      throw pyb::value_error("agents takes one name per player (" + std::to_string(players) + " here)");
    for (std::size_t p = names.size(); p < seats; ++p) names.push_back(names[p % players]);
  }
  if (!teams.empty() && !table.entry_kind())
    throw pyb::value_error("teams are for formats whose players bring them; " + f.name + " is a " + f.game + " format");
  if (turn_cap > 0 && !table.set_turn_cap(turn_cap))
    throw pyb::value_error("turn_cap: " + f.game + " has no turn cap; its rules end a game");
  // The players' team files (refused with every problem, as `dice play --teams` refuses them),
  // for this game only: the table is the format's, shared by every game of it.
  if (!teams.empty()) {
    const auto problems = table.set_entries(teams);
    if (!problems.empty()) {
      std::string text;
      for (const auto& p : problems) text += (text.empty() ? "" : "\n") + p;
      if (turn_cap > 0) table.set_turn_cap(0);
      throw TeamProblems(text);
    }
  }
  pg->keep_ = f.table;
  std::string start;
  try {
    pg->m_ = table.start(seed, {});
    start = table.start_line(*pg->m_, seed, names);
  } catch (const std::exception& e) {
    if (!teams.empty()) table.set_entries({});
    if (turn_cap > 0) table.set_turn_cap(0);
    throw pyb::value_error(e.what());
  }
  if (!teams.empty()) table.set_entries({});
  if (turn_cap > 0) table.set_turn_cap(0);
  if (!log.is_none()) {
    // The sink points at this PyGame, which stays where it is on the heap.
    pg->set_log(std::move(log));
    pg->write(start);
  }
  pg->m_->advance();
  if (pg->log_) pg->write(pg->m_->state_line());
  pg->after_change();
  return pg;
}

void PyGame::set_log(pyb::object log) {
  log_ = pyb::isinstance<pyb::list>(log) ? log.attr("append") : log;
  m_->set_log([this](const std::string& line) { write(line); });
}

void PyGame::write(const std::string& line) {
  // An agent choosing for the game runs without the interpreter lock; its queries may log.
  pyb::gil_scoped_acquire gil;
  if (log_error_) return;
  try {
    log_(pyb::str(line));
  } catch (pyb::error_already_set& e) {
    // Raised once the engine is done: unwinding through the rules would leave a half-made move.
    log_error_ = std::move(e);
  }
}

void PyGame::after_change() {
  if (log_ && m_->over() && !over_written_) {
    over_written_ = true;
    write(game_over_line(*m_));
  }
  if (log_error_) {
    pyb::error_already_set e = std::move(*log_error_);
    log_error_.reset();
    throw e;
  }
}

void PyGame::raise_log_error() {
  if (!log_error_) return;
  pyb::error_already_set e = std::move(*log_error_);
  log_error_.reset();
  throw e;
}

void PyGame::apply(int option) {
  const Hold hold(*lock_, "this game");
  if (auto err = m_->apply(option)) throw IllegalChoice(*err);
  after_change();
}

void PyGame::apply(const std::string& key) {
  const Hold hold(*lock_, "this game");
  if (auto err = m_->apply(std::string_view(key))) throw IllegalChoice(*err);
  after_change();
}

namespace {

void check_viewer(const PyGame& g, PlayerId viewer) {
  if (viewer < 0 || viewer >= g.match().seat_count())
    throw pyb::value_error("no seat " + std::to_string(viewer) + ": the seats are 0 to " + std::to_string(g.match().seat_count() - 1));
}

pyb::dict decision_dict(const Match& g) {
  pyb::dict out;
  out["player"] = g.decider();
  out["kind"] = g.decision_name();
  out["prompt"] = g.prompt();
  pyb::list options;
  for (int i = 0; i < g.option_count(); ++i) {
    pyb::dict o;
    o["index"] = i;
    o["key"] = g.option_key(i);
    o["label"] = g.option_label(i);
    options.append(o);
  }
  out["options"] = options;
  return out;
}

}  // namespace

void bind_game(pyb::module_& m) {
  pyb::register_exception<IllegalChoice>(m, "IllegalChoice", PyExc_ValueError);
  pyb::register_exception<TeamProblems>(m, "TeamError", PyExc_ValueError);
  pyb::register_exception<FormatError>(m, "FormatError", PyExc_ValueError);

  pyb::class_<PyGame>(m, "Game", "One game: a pending decision at a time, answered by apply()")
      .def(pyb::init(&PyGame::make),
           pyb::arg("format"), pyb::arg("seed") = 1, pyb::arg("teams") = std::vector<std::string>{},
           pyb::arg("agents") = std::vector<std::string>{}, pyb::arg("turn_cap") = 0, pyb::arg("log") = pyb::none(),
           "A game of `format` played with `seed`: the players' team files (checked against the format), or the "
           "format's own or random teams. `agents` names the players for the log; `log` is a list the JSON lines "
           "are appended to, or a callable given each line")
      .def_property_readonly("game", [](const PyGame& g) { const Hold hold(g.lock(), "this game"); return g.match().game_name(); }, "The game played, by name")
      .def_property_readonly("over", [](const PyGame& g) { const Hold hold(g.lock(), "this game"); return g.match().over(); })
      .def_property_readonly("winner", [](const PyGame& g) -> pyb::object {
        const Hold hold(g.lock(), "this game");
        const SideId w = g.match().result().winner;
        return w == kNone ? pyb::none() : pyb::cast(w);
      }, "The winning side, or None (not over, a tie, or the turn limit)")
      .def_property_readonly("end_reason", [](const PyGame& g) { const Hold hold(g.lock(), "this game"); return g.match().result().reason; })
      .def_property_readonly("scores", [](const PyGame& g) { const Hold hold(g.lock(), "this game"); return g.match().result().scores; },
                             "Each player's score as the game keeps it (a game of sides: its side's life)")
      .def_property_readonly("places", [](const PyGame& g) { const Hold hold(g.lock(), "this game"); return g.match().result().places; },
                             "Each player's place once the game is over (1: first; ties share)")
      .def_property_readonly("turn", [](const PyGame& g) { const Hold hold(g.lock(), "this game"); return g.match().turn(); })
      .def_property_readonly("players", [](const PyGame& g) { const Hold hold(g.lock(), "this game"); return g.match().player_count(); })
      .def_property_readonly("seats", [](const PyGame& g) { const Hold hold(g.lock(), "this game"); return g.match().seat_count(); },
                             "Who may be asked to decide: the players, or every drafter while a draft runs")
      .def_property_readonly("life", [](const PyGame& g) {
        const Hold hold(g.lock(), "this game");
        // Each side's score as the game keeps it: its first player's (a team shares its life).
        const MatchResult r = g.match().result();
        std::vector<std::int64_t> out(static_cast<std::size_t>(g.match().side_count()), 0);
        std::vector<char> seen(out.size(), 0);
        for (PlayerId p = 0; p < g.match().player_count() && static_cast<std::size_t>(p) < r.scores.size(); ++p) {
          const auto side = static_cast<std::size_t>(g.match().side_of(p));
          if (side < out.size() && !seen[side]) out[side] = r.scores[static_cast<std::size_t>(p)], seen[side] = 1;
        }
        return out;
      }, "Each side's life, or score, as the game keeps it (scores gives it by player)")
      .def_property_readonly("player", [](const PyGame& g) { const Hold hold(g.lock(), "this game"); return g.match().decider(); },
                             "Who decides now")
      .def_property_readonly("option_count", [](const PyGame& g) { const Hold hold(g.lock(), "this game"); return g.match().option_count(); })
      .def("pending", [](const PyGame& g) { const Hold hold(g.lock(), "this game"); return decision_dict(g.match()); },
           "The decision: player, kind, prompt and options (index, key, label)")
      .def("option_keys", [](const PyGame& g) {
        const Hold hold(g.lock(), "this game");
        std::vector<std::string> out;
        for (int i = 0; i < g.match().option_count(); ++i) out.push_back(g.match().option_key(i));
        return out;
      })
      .def("apply", pyb::overload_cast<int>(&PyGame::apply), pyb::arg("option"),
           "Answers with an option's index; IllegalChoice (the game unchanged) when it is not one")
      .def("apply", pyb::overload_cast<const std::string&>(&PyGame::apply), pyb::arg("key"),
           "Answers with an option's key (\"buy:3\", \"keep\")")
      .def("clone", [](const PyGame& g) { const Hold hold(g.lock(), "this game"); return g.clone(); },
           "A copy that plays on alone (not logged)")
      .def("__copy__", [](const PyGame& g) { const Hold hold(g.lock(), "this game"); return g.clone(); })
      .def("__deepcopy__", [](const PyGame& g, pyb::object) { const Hold hold(g.lock(), "this game"); return g.clone(); })
      .def("observation", [](const PyGame& g, PlayerId viewer, std::uint64_t seed) {
        const Hold hold(g.lock(), "this game");
        check_viewer(g, viewer);
        return PyGame(g.keep(), g.match().observation(viewer, seed), g.lock_ptr());
      }, pyb::arg("viewer"), pyb::arg("seed"),
         "The game as `viewer` may know it, what they cannot see sampled from `seed`: for searching")
      .def("observation_json", [](const PyGame& g, PlayerId viewer) {
        const Hold hold(g.lock(), "this game");
        check_viewer(g, viewer);
        return g.match().observation_json(viewer);
      },
           pyb::arg("viewer"), "What `viewer` may see, as JSON text (for a viewer)")
      .def("observation_state", [](const PyGame& g, PlayerId viewer) {
        const Hold hold(g.lock(), "this game");
        check_viewer(g, viewer);
        return json_value(g.match().observation_json(viewer));
      },
           pyb::arg("viewer"), "observation_json as Python values")
      .def("state", [](const PyGame& g) { const Hold hold(g.lock(), "this game"); return json_value(g.match().serialize()); }, "The whole state as Python values")
      .def("serialize", [](const PyGame& g) { const Hold hold(g.lock(), "this game"); return g.match().serialize(); }, "The whole state as JSON text")
      .def_property_readonly("hash", [](const PyGame& g) { const Hold hold(g.lock(), "this game"); return g.match().hash(); })
      .def("__hash__", [](const PyGame& g) { const Hold hold(g.lock(), "this game"); return static_cast<pyb::ssize_t>(g.match().hash() >> 1); })
      .def("__eq__", [](const PyGame& a, const PyGame& b) {
        const Hold hold(a.lock(), "this game");
        std::optional<Hold> other;
        if (&b.lock() != &a.lock()) other.emplace(b.lock(), "the other game");
        return a.match() == b.match();
      });
}

}  // namespace dm::py
