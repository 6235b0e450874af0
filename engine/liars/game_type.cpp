// Liar's Dice in the registry of games (include/dm/games.hpp): a format read into a table that
// sets up one match a seed. Every player sits down with nothing of their own (a cup of the
// same dice), so a seating is checked and changes nothing; seats rotate as the registry's
// default rotation says (each player a side).
#include <algorithm>
#include <stdexcept>

#include "dm/format_files.hpp"
#include "engine/liars/liars.hpp"

namespace dm::liars {

namespace {

const GameInfo& info_of() {
  static const GameInfo i{"liars-dice", "Liar's Dice", "bids on the dice under every cup, until someone calls liar", 2, 6, "liars-dice"};
  return i;
}

class LiarsTable final : public Table {
 public:
  LiarsTable(std::string format, Format f) : format_(std::move(format)), f_(std::move(f)) {}
  const GameInfo& game() const override { return info_of(); }
  const std::string& format() const override { return format_; }
  const std::string& description() const override { return f_.description; }
  const std::vector<FormatOptionInfo>& options() const override { return f_.options; }
  int players() const override { return f_.rules.players; }
  std::unique_ptr<Match> start(std::uint64_t seed, const std::vector<int>& player_at_seat) override {
    if (!player_at_seat.empty()) {
      std::vector<int> sorted = player_at_seat;
      std::sort(sorted.begin(), sorted.end());
      for (int i = 0; i < static_cast<int>(sorted.size()); ++i)
        if (sorted[static_cast<std::size_t>(i)] != i || static_cast<int>(sorted.size()) != players())
          throw std::invalid_argument("a seating names each of the " + std::to_string(players()) + " players once");
    }
    return std::make_unique<LiarsMatch>(f_.rules, seed);
  }
  std::vector<ScriptHash> scripts() const override { return f_.scripts; }

 private:
  std::string format_;  // as the caller named it
  Format f_;            // the format read
};

class LiarsType final : public GameType {
 public:
  const GameInfo& info() const override { return info_of(); }
  std::unique_ptr<Table> open(const std::string& format, const TableOptions& options,
                              const std::vector<std::string>& content) const override {
    if (!content.empty()) throw FormatError(format + ": " + info().title + " takes no content files such as " + content.front());
    return std::make_unique<LiarsTable>(format, load_format(format, options));
  }
};

}  // namespace

std::unique_ptr<GameType> make_game_type() { return std::make_unique<LiarsType>(); }

}  // namespace dm::liars
