// --format, --option, --sets, --players and --cards, shared by play and sim (and a game's own
// commands), and the format they name opened through the registry of games.
#include "tools/dice/format_choice.hpp"

#include <algorithm>
#include <iostream>
#include <sstream>

#include "dm/games.hpp"
#include "dm/text.hpp"
#include "tools/common/args.hpp"

namespace dm::cli {

void FormatChoice::add_to(CLI::App* cmd, bool format_required) {
  // A command that may name no format plays the first game's default one.
  if (!format_required && format.empty()) format = find_game_type(default_game())->info().default_format;
  auto* f = cmd->add_option("--format", format, "format name (scripts/formats) or path to a format script");
  if (format_required) f->required();
  else f->capture_default_str();
  cmd->add_option("--option", options, "a format option, name=value (repeat for more; `dice formats list` names them)")
      ->allow_extra_args(false);
  cmd->add_option("--sets", sets, "card sets to draft from: set ids, built-in folders or card files, comma-separated");
  cmd->add_option("--players", players, "players at the table: a drafting format's pod, or the players of a game of players")
      ->check(dm::tools::whole_number(2, dm::tools::kMaxPlayers));
  cmd->add_option("--cards", cards, "extra card files or folders to load");
}

bool parse_options(const std::vector<std::string>& given, FormatOptions& out) {
  for (const auto& o : given) {
    const auto eq = o.find('=');
    if (eq == std::string::npos || eq == 0) {
      std::cerr << "error: --option takes name=value, not '" << printable_line(o) << "'\n";
      return false;
    }
    const std::string name = o.substr(0, eq);
    // Like any other option given twice with two values: which one was meant is not ours to guess.
    if (!out.emplace(name, o.substr(eq + 1)).second) {
      std::cerr << "error: --option " << printable_line(name) << " is given twice; give each option once\n";
      return false;
    }
  }
  return true;
}

bool add_players_option(FormatOptions& options, const std::string& name, int players) {
  const auto [it, fresh] = options.emplace(name, std::to_string(players));
  if (fresh) return true;
  // Both may say the same: "--players 3 --option players=3" asks for one table. Compared as
  // numbers, so "03" agrees with 3; anything else is the format's to refuse.
  const std::string& given = it->second;
  const bool digits = !given.empty() && given.size() < 10 &&
                      given.find_first_not_of("0123456789") == std::string::npos;
  if (digits && std::stoi(given) == players) {
    it->second = std::to_string(players);
    return true;
  }
  std::cerr << "error: --players " << players << " and --option " << name << "=" << printable_line(given)
            << " disagree about the players: give one of them\n";
  return false;
}

namespace {

// The option a format was given that it doesn't take, when the loader refused it as unknown.
bool refused_as_unknown(const std::string& why, const std::string& option) {
  return why.find("unknown option '" + option + "'") != std::string::npos;
}

}  // namespace

OpenedTable open_chosen_table(const FormatChoice& c) {
  OpenedTable out;
  auto failed = [](int status) {
    OpenedTable none;
    none.status = status;
    return none;
  };
  // Options given wrong are the command line's fault (exit 2); a format that fails to load is
  // the files' (exit 1).
  if (!parse_options(c.options, out.options)) return failed(2);
  // The script's game decides. A script that names no game the engine knows is a format given
  // wrong (exit 2); one that can't be read at all is left to the first game's loader, which
  // says what is wrong with it as a format.
  std::string game = default_game();
  try {
    game = format_game(c.format);
  } catch (const std::exception& e) {
    if (std::string(e.what()).find("'game'") != std::string::npos) {
      std::cerr << "error: " << printable_line(e.what()) << "\n";
      return failed(2);
    }
  }
  const GameType* type = find_game_type(game);
  if (!c.sets.empty()) {
    // Card sets are a card game's: a game without cards has none to draft from.
    if (!type->content_kind()) {
      std::cerr << "error: --sets: " << printable_line(c.format) << " is a format of " << type->info().title
                << ", which has no card sets\n";
      return failed(2);
    }
    if (!out.options.emplace("sets", c.sets).second) {
      std::cerr << "error: --sets and --option sets= both name the sets: give one of them\n";
      return failed(2);
    }
  }
  if (c.players > 0 && !add_players_option(out.options, type->players_option(), c.players)) return failed(2);
  if (!c.cards.empty() && !type->content_kind()) {
    std::cerr << "error: --cards: " << c.format << " is a format of " << type->info().title << ", which takes no card files\n";
    return failed(2);
  }
  try {
    out.table = type->open(c.format, out.options, c.cards);
  } catch (const std::exception& e) {
    const std::string why = e.what();
    // A flag the format doesn't use is the command line's mistake, named as it was given.
    const bool players_unused = c.players > 0 && refused_as_unknown(why, type->players_option()) &&
                                std::none_of(c.options.begin(), c.options.end(), [&](const std::string& o) {
                                  return o.rfind(std::string(type->players_option()) + "=", 0) == 0;
                                });
    if (players_unused) {
      std::cerr << "error: --players: " << printable_line(c.format) << " has no '" << type->players_option()
                << "' option: its players are the format's own\n";
      return failed(2);
    }
    if (!c.sets.empty() && refused_as_unknown(why, "sets")) {
      std::cerr << "error: --sets: " << printable_line(c.format) << " takes no card sets (it has no 'sets' option)\n";
      return failed(2);
    }
    // A format file's every problem, each on a line of its own.
    std::istringstream lines(why);
    for (std::string line; std::getline(lines, line);) std::cerr << "error: " << line << "\n";
    if (c.players > 0 && why.find("'" + std::string(type->players_option()) + "'") != std::string::npos)
      std::cerr << "(--players sets the " << type->players_option() << " option of this format)\n";
    return failed(1);
  }
  out.type = type;
  return out;
}

}  // namespace dm::cli
