// dicemasters.simulate: many seeded games between built-in agents, with the results
// `dice sim --json` prints.
#include <pybind11/functional.h>
#include <pybind11/stl.h>

#include <cstdio>
#include <optional>

#include "dm/sim_report.hpp"
#include "dm/simulate.hpp"
#include "python/bindings.hpp"

namespace dm::py {

namespace {

// One game as `dice sim --list-games --json` prints it.
pyb::dict record_dict(const GameRecord& r) {
  char hash[20];
  std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(r.hash));
  pyb::dict d;
  d["game"] = r.index;
  d["seed"] = r.seed;
  d["agents"] = r.agents;
  d["winner"] = r.winner < 0 ? pyb::none() : pyb::cast(r.winner);
  d["turns"] = r.turns;
  d["reason"] = r.end_reason;
  d["hash"] = std::string(hash);
  return d;
}

pyb::object simulate_py(PyFormat& f, std::uint64_t games, std::uint64_t seed, const std::vector<std::string>& agents,
                        int threads, const std::vector<std::string>& team_files, bool rotate,
                        std::pair<std::uint64_t, std::uint64_t> shard, pyb::object on_game) {
  // The ranges `dice sim` takes (docs/limits.md): a thread count the machine can't give is
  // refused here, not found out half way.
  if (games < 1 || games > 1'000'000'000) throw pyb::value_error("games is 1 to 1000000000, not " + std::to_string(games));
  if (threads < 1 || threads > 256) throw pyb::value_error("threads is 1 to 256, not " + std::to_string(threads));
  if (shard.second < 1 || shard.second > 1'000'000'000 || shard.first >= shard.second)
    throw pyb::value_error("shard is (i, n) with 1 <= n <= 1000000000 and 0 <= i < n, not (" + std::to_string(shard.first) + ", " +
                           std::to_string(shard.second) + ")");
  if (agents.empty()) throw pyb::value_error("agents names at least one agent");
  if (agents.size() > static_cast<std::size_t>(f.table->seats()))
    throw pyb::value_error(std::to_string(agents.size()) + " agents for the " + std::to_string(f.table->seats()) + " seats of " +
                           f.name + ": agents are named one a seat at most");
  SimOptions o;
  o.format = f.name;
  o.format_options = f.options;
  o.games = games;
  o.seed = seed;
  o.agents = agents;
  o.threads = threads;
  o.rotate = rotate;
  o.shard = shard.first;
  o.shards = shard.second;
  o.content = f.content;
  if (!team_files.empty()) {
    if (!f.table->entry_kind()) throw pyb::value_error("teams are for formats whose players bring them; " + f.name + " is a " + f.game + " format");
    const Hold hold(*f.lock, "this format");  // team.check runs in the format's script
    // Checked at the format's table (and cleared again: the table is shared by its games).
    const auto problems = f.table->set_entries(team_files);
    f.table->set_entries({});
    if (!problems.empty()) {
      std::string text;
      for (const auto& p : problems) text += (text.empty() ? "" : "\n") + p;
      throw pyb::value_error(text);
    }
    o.entries = team_files;
  }
  SimHooks hooks;
  std::optional<pyb::error_already_set> failed;
  if (!on_game.is_none()) {
    hooks.game = [&](const GameRecord& r) {
      pyb::gil_scoped_acquire gil;
      if (failed) return;
      try {
        on_game(record_dict(r));
      } catch (pyb::error_already_set& e) {
        failed = std::move(e);
        throw std::runtime_error("on_game raised");  // stops the run
      }
    };
  }
  // Ctrl-C (or any signal Python handles) stops the run between games, as it stops Python.
  bool interrupted = false;
  hooks.stop = [&] {
    pyb::gil_scoped_acquire gil;
    return interrupted = PyErr_CheckSignals() != 0;
  };
  SimResult r;
  try {
    pyb::gil_scoped_release released;  // the games run on their own threads with their own Lua states
    r.totals = simulate(o, hooks);
  } catch (const SimStopped&) {
    if (interrupted) throw pyb::error_already_set();  // the KeyboardInterrupt the handler raised
    throw;
  } catch (const std::exception& e) {
    if (failed) throw std::move(*failed);
    throw;
  }
  {
    const Hold hold(*f.lock, "this format");
    if (!o.entries.empty()) f.table->set_entries(o.entries);
    r.run = describe_run(o, *f.table);
    r.card_names = card_names(r.totals, *f.table);
    f.table->set_entries({});
  }
  return json_value(sim_json(r));
}

}  // namespace

void bind_sim(pyb::module_& m) {
  m.def("simulate", &simulate_py, pyb::arg("format"), pyb::arg("games") = 100, pyb::arg("seed") = 1,
        pyb::arg("agents") = std::vector<std::string>{"random", "random"}, pyb::arg("threads") = 1,
        pyb::arg("teams") = std::vector<std::string>{}, pyb::arg("rotate") = true,
        pyb::arg("shard") = std::pair<std::uint64_t, std::uint64_t>{0, 1}, pyb::arg("on_game") = pyb::none(),
        "Plays `games` seeded games of `format` (a Format) between agents (specs by seat), on `threads` threads; "
        "returns the results as `dice sim --json` prints them. on_game, when given, is called with each game "
        "(as `dice sim --list-games --json` prints it), in order");
}

}  // namespace dm::py
