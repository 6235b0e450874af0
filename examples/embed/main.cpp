// A program embedding the engine: loads the card sets and a format, plays one game between two
// agents, and prints how it ended. Built against the installed package (CMakeLists.txt here,
// or `c++ -std=c++20 main.cpp $(pkg-config --cflags --libs dicemasters)`).
#include <dm/agent.hpp>
#include <dm/content.hpp>
#include <dm/data_dir.hpp>
#include <dm/version.hpp>

#include <iostream>

int main(int argc, char** argv) {
  // The data folder (card sets and formats): the first argument, else DM_SCRIPTS or the
  // installed share folder next to the executable.
  if (argc > 1) dm::set_data_dir(argv[1], "the first argument");
  try {
    std::vector<dm::LoadError> errors;
    std::shared_ptr<const dm::CardLibrary> library = dm::builtin_library(errors);
    for (const auto& e : errors) std::cerr << "error: " << e.text() << "\n";
    if (!errors.empty()) return 1;

    // A format is a Lua script; it sets up one game per seed.
    dm::Format format("avx-demo", library);
    const std::uint64_t seed = 7;
    dm::Game game(format.setup(seed), seed, dm::make_lua_runtime(library));
    int log_lines = 0;
    game.set_log([&](const std::string& /*json_line*/) { ++log_lines; });
    game.advance();  // runs the rules up to the first decision

    auto first = dm::make_agent("greedy", 1), second = dm::make_agent("random", 2);
    int decisions = 0;
    while (!game.over()) {
      const dm::Decision& d = game.pending();
      dm::Agent& agent = d.player == 0 ? *first : *second;
      const int choice = agent.choose(game);
      // A clone is a copy of the state: trying the choice there leaves the game untouched.
      dm::Game trial = game;
      trial.apply(choice);
      if (decisions == 0) std::cout << "first decision: " << game.prompt() << " -> " << game.option_key(choice) << "\n";
      // What player 0 may see, as JSON: the state without the generator and hidden cards.
      if (decisions == 0) std::cout << "player 0 sees " << game.observation_json(0).size() << " bytes of state\n";
      if (auto why = game.apply(choice)) {
        std::cerr << "refused: " << *why << "\n";
        return 1;
      }
      if (game.hash() != trial.hash()) return 1;  // the same choice from the same state: the same game
      ++decisions;
    }
    const dm::GameState& s = game.state();
    std::cout << "dicemasters " << dm::version() << ": " << format.name() << " seed " << seed << ", "
              << decisions << " decisions, " << log_lines << " log lines, turn " << s.turn << ", "
              << (s.winner == dm::kNone ? std::string("no winner") : "side " + std::to_string(s.winner) + " wins")
              << " (" << dm::to_string(s.end_reason) << ")\n";
    return 0;
  } catch (const std::exception& e) {  // dm::DataDirError, dm::FormatError, ...
    std::cerr << "error: " << e.what() << "\n";
    return 2;
  }
}
