// Dice Miner in the registry of games (include/dm/games.hpp): a format opened into a table
// that owns the Lua state its content runs in (one per thread) and sets up one match a seed.
#include <algorithm>
#include <stdexcept>

#include "dm/format_files.hpp"

#include "dm/miner.hpp"
#include "engine/miner/module.hpp"

namespace dm::miner {

namespace {

const GameInfo& miner_info() {
  static const GameInfo i{"dice-miner", "Dice Miner", "dice taken from a mountain into troves, scored over three rounds", 2, 4, "dice-miner"};
  return i;
}

class MinerTable final : public Table {
 public:
  MinerTable(std::string format, miner::Loaded loaded) : format_(std::move(format)), loaded_(std::move(loaded)) {}
  const GameInfo& game() const override { return miner_info(); }
  const std::string& format() const override { return format_; }
  const std::string& description() const override { return loaded_.content->description; }
  const std::vector<FormatOptionInfo>& options() const override { return loaded_.content->options; }
  int players() const override { return loaded_.content->players; }
  std::unique_ptr<Match> start(std::uint64_t seed, const std::vector<int>& player_at_seat) override {
    // Every player comes with nothing of their own: seating is checked, and changes nothing.
    if (!player_at_seat.empty()) {
      std::vector<int> sorted = player_at_seat;
      std::sort(sorted.begin(), sorted.end());
      for (int i = 0; i < static_cast<int>(sorted.size()); ++i)
        if (sorted[static_cast<std::size_t>(i)] != i || static_cast<int>(sorted.size()) != players())
          throw std::invalid_argument("a seating names each of the " + std::to_string(players()) + " players once");
    }
    return std::make_unique<miner::MinerMatch>(loaded_.content, loaded_.scoring, players(), seed);
  }
  std::vector<ScriptHash> scripts() const override {
    std::vector<ScriptHash> out;
    for (const miner::ContentScript& s : loaded_.content->scripts) out.push_back(ScriptHash{s.file, s.hash});
    return out;
  }

 private:
  std::string format_;
  miner::Loaded loaded_;
};

class MinerType final : public GameType {
 public:
  const GameInfo& info() const override { return miner_info(); }
  std::unique_ptr<Table> open(const std::string& format, const TableOptions& options,
                              const std::vector<std::string>& content) const override {
    if (!content.empty()) throw FormatError(format + ": " + info().title + " takes no content files such as " + content.front());
    return std::make_unique<MinerTable>(format, miner::load_format(format, options));
  }
};

}  // namespace

std::unique_ptr<GameType> make_game_type() { return std::make_unique<MinerType>(); }

}  // namespace dm::miner
