// What one player may know of a game. Everything in the state is open information except
// chance (the generator decides the bag's draws and the rolls) and the secret draft piles
// other drafters hold; an observation replaces those with samples or hides them.
#include <nlohmann/json.hpp>

#include "engine/text/json_text.hpp"
#include "dm/game.hpp"

namespace dm {

namespace {

bool hidden_from(const DraftPile& pile, PlayerId viewer) { return pile.secret && pile.holder != viewer; }

}  // namespace

Game Game::observed_by(PlayerId viewer, std::uint64_t seed) const {
  Game g(*this);
  g.hide_from(viewer, seed);
  return g;
}

void Game::hide_from(PlayerId viewer, std::uint64_t seed) {
  Rng sample(seed);
  s_.chance.resample(sample);
  // The viewer knows how many cards each hidden pile has, not which: deal them again.
  std::vector<int> cards;
  for (const DraftPile& pile : s_.draft.piles)
    if (hidden_from(pile, viewer)) cards.insert(cards.end(), pile.cards.begin(), pile.cards.end());
  if (cards.empty()) return;
  sample.shuffle(cards);
  std::size_t next = 0;
  for (DraftPile& pile : s_.draft.piles)
    if (hidden_from(pile, viewer))
      for (int& c : pile.cards) c = cards[next++];
}

std::unique_ptr<Match> Game::observation(PlayerId viewer, std::uint64_t seed) const {
  return std::make_unique<Game>(observed_by(viewer, seed));
}

void Game::observation_into(PlayerId viewer, std::uint64_t seed, std::unique_ptr<Match>& into) const {
  if (auto* g = dynamic_cast<Game*>(into.get())) {
    *g = *this;
    g->hide_from(viewer, seed);
  } else {
    into = observation(viewer, seed);
  }
}

void Game::clone_into(std::unique_ptr<Match>& into) const {
  if (auto* g = dynamic_cast<Game*>(into.get())) *g = *this;
  else into = clone();
}

std::string Game::observation_json(PlayerId viewer) const {
  GameState seen = s_;
  for (DraftPile& pile : seen.draft.piles)
    if (hidden_from(pile, viewer)) pile.cards.assign(pile.cards.size(), kNone);
  // Chance is left out altogether, not written as some other generator a reader might trust.
  nlohmann::json j = nlohmann::json::parse(seen.serialize());
  j.erase("chance");
  return json_text(j);
}

}  // namespace dm
