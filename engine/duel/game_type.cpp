// The hero duel in the registry of games (include/dm/games.hpp): a format opened into a table
// holding its content, setting up one match a seed; seats rotate the heroes.
#include <algorithm>
#include <stdexcept>

#include "dm/format_files.hpp"

#include "dm/duel.hpp"
#include "dm/replay.hpp"
#include "engine/duel/module.hpp"

namespace dm::duel {

namespace {

const GameInfo& duel_info() {
  static const GameInfo i{"hero-duel", "Hero Duel", "heroes roll for combinations, attack, defend and play cards until one side stands: 1 against 1, teams, free-for-all", 2, 6, "hero-duel"};
  return i;
}

class DuelTable final : public Table {
 public:
  DuelTable(std::string format, std::shared_ptr<const duel::Content> content) : format_(std::move(format)), content_(std::move(content)) {}
  const GameInfo& game() const override { return duel_info(); }
  const std::string& format() const override { return format_; }
  const std::string& description() const override { return content_->description; }
  const std::vector<FormatOptionInfo>& options() const override { return content_->options; }
  int players() const override { return static_cast<int>(content_->heroes.size()); }
  std::unique_ptr<Match> start(std::uint64_t seed, const std::vector<int>& player_at_seat) override {
    const std::shared_ptr<const duel::Content>& content = playing();
    if (player_at_seat.empty()) return std::make_unique<duel::DuelMatch>(content, seed);
    std::vector<int> sorted = player_at_seat;
    std::sort(sorted.begin(), sorted.end());
    for (int i = 0; i < static_cast<int>(sorted.size()); ++i)
      if (sorted[static_cast<std::size_t>(i)] != i || static_cast<int>(sorted.size()) != players())
        throw std::invalid_argument("a seating names each of the " + std::to_string(players()) + " players once");
    // A player brings their hero to the seat they take.
    auto seated = std::make_shared<duel::Content>(*content);
    for (std::size_t s = 0; s < player_at_seat.size(); ++s) seated->heroes[s] = content->heroes[static_cast<std::size_t>(player_at_seat[s])];
    for (duel::Status& st : seated->statuses)
      for (std::size_t s = 0; s < player_at_seat.size(); ++s)
        if (static_cast<int>(player_at_seat[s]) == st.hero) {
          st.hero = static_cast<int>(s);
          break;
        }
    return std::make_unique<duel::DuelMatch>(seated, seed);
  }
  std::vector<std::string> entry_names() const override {
    std::vector<std::string> out;
    for (const auto& h : content_->heroes) out.push_back(h.name);
    return out;
  }
  // The duel's own bound on its length, the format's turn_limit, is what a turn cap sets: the
  // game ends undecided ("turn_limit") after that many turns, as every capped game does.
  bool set_turn_cap(int turns) override {
    capped_.reset();
    if (turns > 0) {
      auto c = std::make_shared<duel::Content>(*content_);
      c->rules.turn_limit = turns;
      capped_ = std::move(c);
    }
    return true;
  }
  // A capped game's replay records the cap, so that it ends where the game did.
  ReplayRecord replay_record() const override {
    ReplayRecord r;
    if (capped_) r.fields.emplace_back("turn_cap", std::to_string(capped_->rules.turn_limit));
    return r;
  }
  std::unique_ptr<Match> start_replay(const Replay& r) override {
    std::shared_ptr<const duel::Content> before = capped_;
    int cap = 0;
    for (const auto& [name, value] : r.fields)
      if (name == "turn_cap") cap = std::stoi(value);  // checked 1 to 10000 as the file was read
    set_turn_cap(cap);
    try {
      auto m = Table::start_replay(r);
      capped_ = std::move(before);
      return m;
    } catch (...) {
      capped_ = std::move(before);
      throw;
    }
  }
  std::vector<ScriptHash> scripts() const override {
    std::vector<ScriptHash> out;
    for (const duel::ContentScript& s : content_->scripts) out.push_back(ScriptHash{s.file, s.hash});
    return out;
  }

 private:
  const std::shared_ptr<const duel::Content>& playing() const { return capped_ ? capped_ : content_; }

  std::string format_;
  std::shared_ptr<const duel::Content> content_;
  std::shared_ptr<const duel::Content> capped_;  // the content with a turn cap of the command line's
};

class DuelType final : public GameType {
 public:
  const GameInfo& info() const override { return duel_info(); }
  std::unique_ptr<Table> open(const std::string& format, const TableOptions& options,
                              const std::vector<std::string>& content) const override {
    if (!content.empty()) throw FormatError(format + ": " + info().title + " takes no content files such as " + content.front());
    return std::make_unique<DuelTable>(format, duel::load_format(format, options));
  }
};

}  // namespace

std::unique_ptr<GameType> make_game_type() { return std::make_unique<DuelType>(); }

}  // namespace dm::duel
