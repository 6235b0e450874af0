// Dice Masters' own subcommands of dice: team files (`team check`, `team random`), drafts
// (`draft`) and the card library (`cards list`).
#include "tools/dice/commands.hpp"

namespace dm::cli {

void add_team(CLI::App& app);   // team.cpp
void add_draft(CLI::App& app);  // draft.cpp
void add_cards(CLI::App& app);  // cards.cpp

namespace {

void add_masters_commands(CLI::App& app) {
  add_cards(app);
  add_team(app);
  add_draft(app);
}

const GameCommands registered(add_masters_commands);

}  // namespace

}  // namespace dm::cli
