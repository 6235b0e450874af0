// Dice Masters in the registry (include/dm/games.hpp): a format opened with the built-in card
// sets, the format's own card files and any the command line adds, one Lua runtime a table, a
// Game a match. Players may bring team files, checked against the format's rules.
#include "engine/masters/game_type.hpp"

#include <algorithm>
#include <filesystem>
#include <cctype>
#include <map>
#include <stdexcept>

#include "dm/content.hpp"
#include "dm/files.hpp"
#include "dm/hash.hpp"
#include "dm/packs.hpp"
#include "engine/masters/card_counter.hpp"
#include "engine/masters/content/team_cards.hpp"
#include "engine/masters/module.hpp"
#include "engine/masters/replay/records.hpp"
#include <nlohmann/json.hpp>

namespace dm::masters {

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

std::shared_ptr<CardLibrary> load_library(const std::string& format, const std::vector<std::string>& content) {
  std::vector<LoadError> errors;
  auto lib = builtin_library(errors);
  if (!format.empty()) {
    // A format's card file that is not beside it but among the content given by its name came
    // with it (a replay's carried files, each unpacked in a folder of its own): loaded once, there.
    std::vector<std::string> own;
    for (const auto& f : format_card_files(format)) {
      std::error_code ec;
      const bool given = !std::filesystem::exists(f, ec) &&
                         std::any_of(content.begin(), content.end(), [&](const std::string& c) {
                           return std::filesystem::path(c).filename() == std::filesystem::path(f).filename();
                         });
      if (!given) own.push_back(f);
    }
    load_cards(*lib, own, errors);
  }
  load_cards(*lib, content, errors);
  if (!errors.empty()) {
    std::string all;
    for (const auto& e : errors) all += (all.empty() ? "" : "\n") + e.text();
    throw FormatError(all);
  }
  return lib;
}

int find_card(const CardLibrary& lib, const std::string& key) {
  if (const int i = lib.find(key); i >= 0) return i;
  // A title alone ("Dock Warden") names the card when only one card has it, as in team files.
  auto lower = [](std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  int found = -1;
  for (int i = 0; i < lib.size(); ++i) {
    const std::string name = lib.at(i).name();
    if (lower(name.substr(0, name.find(':'))) != lower(key)) continue;
    if (found >= 0) return -1;
    found = i;
  }
  return found;
}

namespace {

const GameInfo kInfo{"dice-masters", "Marvel Dice Masters",
                     "dice bought, rolled for energy and fielded as characters that attack and block", 2, 4, "avx-demo"};

// "name=value" as a person would give it again.
std::string written(const std::map<std::string, std::string>& o) {
  std::string text;
  for (const auto& [k, v] : o) text += (text.empty() ? "" : " ") + ("--option " + k + "=" + v);
  return text.empty() ? std::string("none") : text;
}

class MastersTable final : public Table {
 public:
  MastersTable(const std::string& name, TableOptions options, const std::vector<std::string>& content) : name_(name) {
    auto lib = load_library(name, content);
    // The sets a draft uses, named by set ids, built-in folders or card files (loaded into the
    // library), become set ids.
    if (auto it = options.find("sets"); it != options.end() && !it->second.empty()) {
      std::vector<std::string> names;
      std::string cur;
      for (char c : it->second + ",") {
        if (c == ',') {
          if (!cur.empty()) names.push_back(cur);
          cur.clear();
        } else {
          cur += c;
        }
      }
      std::string joined;
      for (const auto& id : resolve_sets(*lib, names)) joined += (joined.empty() ? "" : ",") + id;
      it->second = joined;
    }
    library_ = lib;
    options_ = options;
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
  bool drafts() const override { return format_->drafts(); }
  std::vector<int> rotation() const override { return rotation_; }
  std::unique_ptr<Match> start(std::uint64_t seed, const std::vector<int>& player_at_seat) override {
    GameSetup setup = teams_.empty() ? format_->setup(seed) : format_->setup(seed, teams_);
    if (turn_cap_ > 0) setup.turn_cap = turn_cap_;
    seated_names_ = entry_names();
    // Every player in their own seat (a simulation's even games): nothing to move.
    bool identity = true;
    for (std::size_t s = 0; s < player_at_seat.size(); ++s) identity = identity && player_at_seat[s] == static_cast<int>(s);
    if (!identity) {
      std::vector<int> sorted = player_at_seat;
      std::sort(sorted.begin(), sorted.end());
      const std::size_t players = setup.teams.size();
      for (std::size_t i = 0; i < sorted.size(); ++i)
        if (sorted[i] != static_cast<int>(i) || sorted.size() < players)
          throw std::invalid_argument("a seating of " + std::to_string(players) + " players is a permutation of them");
      seat_players(setup, player_at_seat);
      if (!seated_names_.empty()) {
        std::vector<std::string> names;
        for (std::size_t s = 0; s < players; ++s) names.push_back(seated_names_[static_cast<std::size_t>(player_at_seat[s])]);
        seated_names_ = std::move(names);
      }
    }
    auto game = std::make_unique<Game>(setup, seed, runtime_);
    last_ = std::move(setup);
    return game;
  }
  std::vector<ScriptHash> scripts() const override { return scripts_; }

  const char* entry_kind() const override { return "team file"; }
  std::vector<std::string> set_entries(const std::vector<std::string>& files) override {
    if (files.empty()) {
      teams_.clear();
      return {};
    }
    std::vector<TeamList> teams;
    std::vector<TeamProblem> problems;
    for (const auto& f : files) teams.push_back(read_team_file(f, *library_, problems));
    for (auto& p : format_->check_teams(teams)) problems.push_back(std::move(p));
    // A team that records the options it was drafted under is brought only to a game of the same options.
    if (format_->drafts())
      for (const auto& t : teams)
        if (t.options != options_ && t.format == format_->name() && !t.drafted.empty()) {
          TeamProblem p;
          p.file = t.file;
          p.line = t.options_line;
          p.message = "drafted under the options " + written(t.options) + "; this game has " + written(options_);
          p.hint = "give the same options: " + written(t.options);
          problems.push_back(std::move(p));
        }
    std::vector<std::string> out;
    for (const auto& p : problems) out.push_back(p.text());
    if (out.empty()) teams_ = std::move(teams);
    return out;
  }
  std::vector<std::string> random_entries(std::uint64_t seed) override {
    std::vector<std::string> out;
    for (const auto& t : format_->random_teams(seed)) out.push_back(write_team(t, *library_));
    return out;
  }
  std::vector<std::string> entry_names() const override {
    std::vector<std::string> out;
    for (const auto& t : teams_) out.push_back(t.name.empty() ? t.file : t.name);
    return out;
  }
  bool set_turn_cap(int turns) override {  // 0: the format's own
    turn_cap_ = turns;
    return true;
  }
  std::string start_line(const Match& m, std::uint64_t seed, const std::vector<std::string>& agents) const override {
    return game_start_line(static_cast<const Game&>(m), last_, seed, agents, seated_names_);
  }

  ReplayRecord replay_record() const override { return record_of(last_, seated_names_); }
  std::unique_ptr<ContentNotes> content_notes(const std::vector<std::string>& earlier) const override {
    return card_notes(library_, earlier);
  }
  std::string check_replay_content(const Replay& r) const override { return check_cards(r, *library_); }
  std::unique_ptr<Match> start_replay(const Replay& r) override {
    GameSetup setup;
    try {
      setup = setup_of(r, library_, *format_);
    } catch (const ReplaySetupError&) {
      throw;
    } catch (const FormatError& e) {
      throw ReplaySetupError("the format can't be loaded: " + std::string(e.what()), false);
    } catch (const std::exception& e) {
      throw ReplaySetupError(e.what(), false);
    }
    // The teams' names, as the replay's player lines give them, for the first line of the log.
    seated_names_.clear();
    for (const auto& l : r.lines) {
      const auto j = nlohmann::json::parse(l.text, nullptr, false);
      if (j.is_object() && j.value("type", "") == "player") seated_names_.push_back(j.value("team", ""));
    }
    last_ = setup;
    try {
      return std::make_unique<Game>(setup, r.seed, runtime_);
    } catch (const std::exception& e) {
      throw ReplaySetupError(e.what(), true);
    }
  }
  std::vector<std::string> carried_files(const Replay& r) const override { return card_files_outside(r, *library_); }

  std::vector<std::pair<std::string, std::string>> content_parts() const override {
    // Each set's hash covers the id and script of every card in it, in library order.
    std::map<std::string, std::string> by_set;
    for (int i = 0; i < library_->size(); ++i) {
      const CardDef& def = library_->at(i);
      by_set[def.set.empty() ? "(none)" : def.set] += def.id + '\n' + library_->source(i).lua + '\n';
    }
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& [set, text] : by_set) out.emplace_back(set, hex_hash(content_hash(text)));
    return out;
  }
  std::vector<std::pair<std::string, std::string>> entry_hashes() const override {
    // A team's hash is of the team as read (written out again), so a team changed in memory
    // (an A/B run's) is told apart from its file.
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& t : teams_) out.emplace_back(t.file, hex_hash(content_hash(write_team(t, *library_))));
    return out;
  }
  std::unique_ptr<CardCounter> card_counter() const override { return masters::card_counter(); }
  // A card --compare can't find, with the nearest the library has.
  std::string no_card(const std::string& written) const {
    const std::string near = teams::TeamCards(*library_).nearest(written);
    return "no card '" + written + "'" + (near.empty() ? "" : " (did you mean '" + near + "'?)") +
           "; give its id, full name, or a title only one card has";
  }
  EntrySwap swap_in_entries(const std::string& a, const std::string& b) override {
    EntrySwap out;
    const int da = find_card(*library_, a), db = find_card(*library_, b);
    if (teams_.empty()) out.error = "no team files to replace " + a + " in";
    else if (da < 0) out.error = no_card(a);
    else if (db < 0) out.error = no_card(b);
    else if (da == db) out.error = "card A and card B are the same card";
    if (!out.error.empty()) return out;
    std::vector<TeamList> swapped = teams_;
    for (std::size_t p = 0; p < swapped.size(); ++p) {
      bool held = false;
      for (auto& e : swapped[p].entries) {
        if (e.def != da) continue;
        e.def = db;
        e.written = library_->at(db).id;
        held = true;
      }
      if (!held) continue;
      out.players.push_back(static_cast<int>(p));
      swapped[p].file += " (" + library_->at(db).id + " for " + library_->at(da).id + ")";
    }
    if (out.players.empty()) {
      out.error = "no team holds '" + a + "'";
      return out;
    }
    std::string problems;
    for (const auto& p : format_->check_teams(swapped)) problems += (problems.empty() ? "" : "\n") + p.text();
    if (!problems.empty()) {
      out.error = problems + "\nwith card B the teams break the format's rules";
      return out;
    }
    teams_ = std::move(swapped);
    out.a_id = library_->at(da).id, out.a_name = library_->at(da).name();
    out.b_id = library_->at(db).id, out.b_name = library_->at(db).name();
    return out;
  }
  std::string card_name(const std::string& id) const override {
    const int def = library_->find(id);
    return def < 0 ? id : library_->at(def).name();
  }

 private:
  std::string name_;
  FormatOptions options_;                   // as the format was loaded with them (sets as ids)
  std::shared_ptr<const CardLibrary> library_;
  std::unique_ptr<Format> format_;
  std::shared_ptr<AbilityRuntime> runtime_;
  std::vector<ScriptHash> scripts_;
  std::vector<int> rotation_;
  std::vector<TeamList> teams_;             // brought by the players, by player (empty: the format's own)
  int turn_cap_ = 0;                        // 0: the format's
  GameSetup last_;                          // the set-up of the match started last
  std::vector<std::string> seated_names_;   // its teams' names, by seat
};

class MastersType final : public GameType {
 public:
  const GameInfo& info() const override { return kInfo; }
  std::unique_ptr<Table> open(const std::string& format, const TableOptions& options,
                              const std::vector<std::string>& content) const override {
    return std::make_unique<MastersTable>(format, options, content);
  }
  const char* players_option() const override { return "pod"; }
  const char* content_kind() const override { return "card files or folders"; }
};

}  // namespace

std::unique_ptr<GameType> make_game_type() { return std::make_unique<MastersType>(); }

}  // namespace dm::masters
