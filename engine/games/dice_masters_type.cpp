// Dice Masters in the registry (include/dm/games.hpp): a format opened with the built-in card
// sets and the format's own card files, one Lua runtime a table, a Game a match.
#include "engine/games/dice_masters_type.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>

#include "dm/content.hpp"
#include "dm/files.hpp"
#include "dm/hash.hpp"
#include "dm/replay.hpp"
#include "engine/games/game_types.hpp"

namespace dm::games {

std::vector<int> rotated_seats(const GameSetup& setup) {
  const int n = static_cast<int>(setup.teams.size());
  std::vector<int> side_of(static_cast<std::size_t>(n));
  std::vector<int> order;  // sides in the order their first seat appears
  std::map<int, std::vector<int>> seats_of;
  for (int p = 0; p < n; ++p) {
    const int side = setup.teams[static_cast<std::size_t>(p)].side == kNone ? p : setup.teams[static_cast<std::size_t>(p)].side;
    side_of[static_cast<std::size_t>(p)] = side;
    if (!seats_of.count(side)) order.push_back(side);
    seats_of[side].push_back(p);
  }
  std::vector<int> perm(static_cast<std::size_t>(n));
  for (int p = 0; p < n; ++p) {
    const auto& mine = seats_of[side_of[static_cast<std::size_t>(p)]];
    const std::size_t at = static_cast<std::size_t>(std::find(mine.begin(), mine.end(), p) - mine.begin());
    const std::size_t k = static_cast<std::size_t>(std::find(order.begin(), order.end(), side_of[static_cast<std::size_t>(p)]) - order.begin());
    const auto& next = seats_of[order[(k + 1) % order.size()]];
    perm[static_cast<std::size_t>(p)] = next[at % next.size()];
  }
  return perm;
}

void seat_players(GameSetup& setup, const std::vector<int>& player_at_seat) {
  const int players = static_cast<int>(setup.teams.size());
  std::vector<TeamSetup> teams = setup.teams;
  for (int p = 0; p < players; ++p) {
    TeamSetup& t = teams[static_cast<std::size_t>(p)];
    const TeamSetup& from = setup.teams[static_cast<std::size_t>(player_at_seat[static_cast<std::size_t>(p)])];
    t.cards = from.cards;
    t.sidekicks = from.sidekicks;
  }
  setup.teams = std::move(teams);
}

namespace {

const GameInfo kInfo{"dice-masters", "Marvel Dice Masters",
                     "dice bought, rolled for energy and fielded as characters that attack and block", 2, 4};

class MastersTable : public Table {
 public:
  MastersTable(const std::string& name, const TableOptions& options) : name_(name) {
    std::vector<LoadError> errors;
    auto lib = builtin_library(errors);
    load_cards(*lib, format_card_files(name), errors);
    if (!errors.empty()) throw FormatError(errors.front().text());
    library_ = lib;
    format_ = std::make_unique<Format>(name, library_, options);
    runtime_ = make_lua_runtime(library_);
    std::string why;
    const std::string path = format_path(name);
    if (auto text = read_input_file(path, kMaxFormatFileBytes, why)) scripts_.push_back({path, content_hash(*text)});
    rotation_ = rotated_seats(format_->setup(0));
  }
  const GameInfo& game() const override { return kInfo; }
  const std::string& format() const override { return name_; }
  const std::string& description() const override { return format_->description(); }
  const std::vector<FormatOptionInfo>& options() const override { return format_->options(); }
  int players() const override { return format_->players(); }
  int seats() const override { return std::max(format_->players(), format_->draft_seats()); }
  std::vector<int> rotation() const override { return rotation_; }
  std::unique_ptr<Match> start(std::uint64_t seed, const std::vector<int>& player_at_seat) override {
    GameSetup setup = format_->setup(seed);
    if (!player_at_seat.empty()) {
      std::vector<int> sorted = player_at_seat;
      std::sort(sorted.begin(), sorted.end());
      for (std::size_t i = 0; i < sorted.size(); ++i)
        if (sorted[i] != static_cast<int>(i) || sorted.size() != setup.teams.size())
          throw std::invalid_argument("a seating of " + std::to_string(setup.teams.size()) + " players is a permutation of them");
      seat_players(setup, player_at_seat);
    }
    return std::make_unique<Game>(setup, seed, runtime_);
  }
  std::vector<ScriptHash> scripts() const override { return scripts_; }

 private:
  std::string name_;
  std::shared_ptr<const CardLibrary> library_;
  std::unique_ptr<Format> format_;
  std::shared_ptr<AbilityRuntime> runtime_;
  std::vector<ScriptHash> scripts_;
  std::vector<int> rotation_;
};

class MastersType : public GameType {
 public:
  const GameInfo& info() const override { return kInfo; }
  std::unique_ptr<Table> open(const std::string& format, const TableOptions& options) const override {
    return std::make_unique<MastersTable>(format, options);
  }
};

}  // namespace

std::unique_ptr<GameType> make_dice_masters_type() { return std::make_unique<MastersType>(); }

}  // namespace dm::games
