// The game_start and game_over lines (include/dm/game_log.hpp).
#include "engine/text/json_text.hpp"
#include "dm/game.hpp"
#include "dm/game_log.hpp"

#include <cstdio>
#include <nlohmann/json.hpp>

namespace dm {

namespace {

nlohmann::json card_dice(const CardLibrary& lib, int def, int n) {
  return {{"card", lib.at(def).id}, {"name", lib.at(def).name()}, {"dice", n}};
}

}  // namespace

std::string game_start_line(const Game& g, const GameSetup& setup, std::uint64_t seed,
                            const std::vector<std::string>& agents, const std::vector<std::string>& team_names) {
  const CardLibrary& lib = *setup.library;
  nlohmann::json players = nlohmann::json::array(), basics = nlohmann::json::array();
  for (std::size_t p = 0; p < setup.teams.size(); ++p) {
    const TeamSetup& t = setup.teams[p];
    nlohmann::json cards = nlohmann::json::array();
    for (auto [def, n] : t.cards) cards.push_back(card_dice(lib, def, n));
    nlohmann::json pl{{"player", p}, {"side", t.side == kNone ? static_cast<int>(p) : t.side}, {"cards", cards},
                      {"sidekicks", t.sidekicks}, {"agent", p < agents.size() ? agents[p] : ""}};
    if (p < team_names.size() && !team_names[p].empty()) pl["team"] = team_names[p];
    players.push_back(pl);
  }
  for (auto [def, n] : setup.shared) basics.push_back(card_dice(lib, def, n));
  nlohmann::json line{{"type", "game_start"}, {"format", setup.format}, {"seed", seed}, {"edition", to_string(setup.edition)},
                      {"life", setup.life}, {"turn_cap", setup.turn_cap}, {"first_turn_attack", setup.first_turn_attack},
                      {"players", players}, {"basic_actions", basics}, {"agents", agents}};
  // The teams come from the draft: its lines follow, and draft_over lists them.
  if (setup.draft) line["draft"] = {{"seats", setup.draft_seats}};
  nlohmann::json dice = nlohmann::json::array();
  for (const auto& d : g.state().dice)
    dice.push_back({{"id", d.id},
                    {"card", g.state().def(d.card).id},
                    {"owner", d.owner == kNone ? nlohmann::json(nullptr) : nlohmann::json(d.owner)}});
  line["dice"] = dice;
  return json_text(line);
}

std::string Game::over_fields() const {
  nlohmann::json lives = nlohmann::json::array();
  for (const auto& side : s_.sides) lives.push_back(side.life);
  nlohmann::json extra{{"life", lives}};
  // A game stopped at a limit says which (the message names the card); its text came from a
  // script, so bytes that are not UTF-8 are replaced rather than thrown on.
  if (s_.end_reason == EndReason::ScriptLimit) extra["message"] = limit_message();
  return extra.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace dm
