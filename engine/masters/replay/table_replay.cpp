// What Dice Masters' table records of a game in a replay and sets up again from it
// (records.hpp): the set-up as header fields and player lines, every card the game used with its
// script's hash, and a game rebuilt from them (a drafting format's own from its seed).
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "dm/data_dir.hpp"
#include "dm/hash.hpp"
#include "engine/masters/replay/records.hpp"
#include "engine/text/json_text.hpp"

namespace dm::masters {

namespace {

using json = nlohmann::json;
namespace fs = std::filesystem;

std::string who(PlayerId p) { return "P" + std::to_string(p + 1); }

json card_list(const CardLibrary& lib, const std::vector<std::pair<int, int>>& cards) {
  json out = json::array();
  for (const auto& [def, n] : cards) out.push_back(json::array({lib.at(def).id, n}));
  return out;
}

std::string card_line(const CardLibrary& lib, int def) {
  return "{\"type\":\"card\",\"id\":" + json_text(json(lib.at(def).id)) + ",\"title\":" + json_text(json(lib.at(def).name())) +
         ",\"file\":" + json_text(json(shown_script_path(lib.source(def).file))) + ",\"hash\":\"" +
         hex_hash(card_script_hash(lib.source(def).lua)) + "\"}";
}

// The replay's own lines of one type, read.
std::vector<json> lines_of(const Replay& r, const char* type) {
  std::vector<json> out;
  for (const auto& l : r.lines) {
    json j = json::parse(l.text, nullptr, false);
    if (j.is_object() && j.value("type", "") == type) {
      j["$line"] = l.line;
      out.push_back(std::move(j));
    }
  }
  return out;
}

json field(const Replay& r, const char* name) {
  for (const auto& [k, v] : r.fields)
    if (k == name) return json::parse(v, nullptr, false);
  return nullptr;
}

// The cards a match uses: those in play, and every card a draft shows (piles, picks, basic actions).
class CardNotes final : public ContentNotes {
 public:
  CardNotes(std::shared_ptr<const CardLibrary> library, const std::vector<std::string>& earlier) : lib_(std::move(library)) {
    used_.assign(static_cast<std::size_t>(lib_->size()), 0);
    for (const auto& text : earlier) {
      const json j = json::parse(text, nullptr, false);
      if (j.is_object() && j.value("type", "") == "card") {
        const int def = lib_->find(j.value("id", ""));
        if (def >= 0) used_[static_cast<std::size_t>(def)] = 1;
      } else {
        setup_.push_back(text);
      }
    }
    if (lib_->sidekick() >= 0) used_[static_cast<std::size_t>(lib_->sidekick())] = 1;
  }
  void note(const Match& m) override {
    const GameState& s = static_cast<const Game&>(m).state();
    // A draft's piles change at every pick; a game's cards never do once it has begun.
    if (noted_play_ && s.step != Step::Draft) return;
    noted_play_ = s.step != Step::Draft && s.turn > 0;
    auto mark = [&](int def) {
      if (def >= 0 && static_cast<std::size_t>(def) < used_.size()) used_[static_cast<std::size_t>(def)] = 1;
    };
    for (const auto& c : s.cards) mark(c.def);
    for (const auto& pile : s.draft.piles)
      for (int def : pile.cards) mark(def);
    for (const auto& d : s.draft.drafters) {
      for (int def : d.drafted) mark(def);
      for (int def : d.basic_actions) mark(def);
    }
    for (int def : s.draft.basic_actions) mark(def);
  }
  std::vector<std::string> lines() const override {
    std::vector<std::string> out = setup_;
    for (int def = 0; def < lib_->size(); ++def)
      if (used_[static_cast<std::size_t>(def)]) out.push_back(card_line(*lib_, def));
    return out;
  }

 private:
  std::shared_ptr<const CardLibrary> lib_;
  std::vector<std::string> setup_;  // the lines before the cards
  std::vector<char> used_;          // by card definition
  bool noted_play_ = false;         // the game's cards are noted, past any draft
};

bool in_data_folder(const std::string& path) {
  std::error_code ec;
  const fs::path root = fs::weakly_canonical(data_dir().path, ec);
  const fs::path p = fs::weakly_canonical(path, ec);
  if (ec) return false;
  const auto rel = p.lexically_relative(root);
  return !rel.empty() && *rel.begin() != "..";
}

// A card's source names its file, and for the card language the card's line and title after
// it ("my/set.card:12 (Tinker Wren)"): the file alone.
std::string card_file_of(const std::string& source) {
  std::error_code ec;
  if (fs::is_regular_file(source, ec)) return source;
  const auto title = source.find(" (");
  const auto colon = title == std::string::npos ? std::string::npos : source.rfind(':', title);
  return colon == std::string::npos ? source : source.substr(0, colon);
}

}  // namespace

ReplayRecord record_of(const GameSetup& s, const std::vector<std::string>& team_names) {
  const CardLibrary& lib = *s.library;
  ReplayRecord r;
  r.fields = {{"edition", json_text(json(std::string(to_string(s.edition))))},
              {"life", std::to_string(s.life)},
              {"turn_cap", std::to_string(s.turn_cap)},
              {"first_turn_attack", s.first_turn_attack ? "true" : "false"},
              {"draft_seats", std::to_string(s.draft ? s.draft_seats : 0)}};
  for (std::size_t p = 0; p < s.teams.size(); ++p) {
    const TeamSetup& t = s.teams[p];
    const SideId side = t.side == kNone ? static_cast<SideId>(p) : t.side;
    const std::string team = p < team_names.size() ? team_names[p] : "";
    r.lines.push_back("{\"type\":\"player\",\"player\":" + std::to_string(p) + ",\"side\":" + std::to_string(side) +
                      ",\"sidekicks\":" + std::to_string(t.sidekicks) + (team.empty() ? "" : ",\"team\":" + json_text(json(team))) +
                      ",\"cards\":" + json_text(card_list(lib, t.cards)) + "}");
  }
  r.lines.push_back("{\"type\":\"basic_actions\",\"cards\":" + json_text(card_list(lib, s.shared)) + "}");
  return r;
}

std::unique_ptr<ContentNotes> card_notes(std::shared_ptr<const CardLibrary> library, const std::vector<std::string>& earlier) {
  return std::make_unique<CardNotes>(std::move(library), earlier);
}

std::string check_cards(const Replay& r, const CardLibrary& lib) {
  for (const json& c : lines_of(r, "card")) {
    const std::string id = c.value("id", ""), title = c.value("title", ""), file = c.value("file", "");
    const int line = c.value("$line", 0);
    const int def = lib.find(id);
    const std::string named = "card " + id + " '" + title + "' (" + file + ", line " + std::to_string(line) + " of the replay)";
    if (def < 0 || lib.at(def).id != id) return named + " is not among the cards loaded now (give its file with --cards)";
    const std::uint64_t now = card_script_hash(lib.source(def).lua);
    const std::uint64_t then = std::stoull(c.value("hash", "0"), nullptr, 16);
    if (now != then)
      return "card " + id + " '" + lib.at(def).name() + "' (" + lib.source(def).file +
             ") has changed since the replay was made: its script's hash is " + hex_hash(now) + ", the replay holds " +
             hex_hash(then) + " (line " + std::to_string(line) + ")";
  }
  return "";
}

GameSetup setup_of(const Replay& r, std::shared_ptr<const CardLibrary> library, Format& format) {
  const CardLibrary& lib = *library;
  auto def_of = [&](const std::string& id) {
    const int d = lib.find(id);
    if (d < 0) throw ReplaySetupError("card " + id + " is not among the cards loaded now", false);
    return d;
  };
  const std::string edition_text = field(r, "edition").get<std::string>();
  const Edition edition = *parse_edition(edition_text);
  const int life = field(r, "life").get<int>();
  const int turn_cap = field(r, "turn_cap").get<int>();
  const bool first_turn_attack = field(r, "first_turn_attack").get<bool>();
  const int draft_seats = field(r, "draft_seats").get<int>();
  const std::vector<json> players = lines_of(r, "player");
  GameSetup s;
  if (draft_seats > 0) {
    // The draft is the format's procedure: the decisions replay it from the format's script.
    if (!format.drafts()) throw ReplaySetupError("the format " + r.format + " no longer drafts its teams", false);
    s = format.setup(r.seed);
    auto differs = [&](const std::string& what, long now, long then) {
      if (now != then)
        throw ReplaySetupError("the format " + r.format + " now sets " + what + " to " + std::to_string(now) +
                                   "; the replay's game had " + std::to_string(then),
                               false);
    };
    differs("the edition", static_cast<long>(s.edition), static_cast<long>(edition));
    differs("life", s.life, life);
    differs("first_turn_attack", s.first_turn_attack, first_turn_attack);
    differs("the drafters", s.draft_seats, draft_seats);
    differs("the players", static_cast<long>(s.teams.size()), static_cast<long>(players.size()));
    for (std::size_t p = 0; p < s.teams.size(); ++p) {
      const SideId side = s.teams[p].side == kNone ? static_cast<SideId>(p) : s.teams[p].side;
      differs(who(static_cast<PlayerId>(p)) + "'s side", side, players[p].value("side", 0));
      differs(who(static_cast<PlayerId>(p)) + "'s Sidekicks", s.teams[p].sidekicks, players[p].value("sidekicks", 0));
    }
    s.turn_cap = turn_cap;  // `dice play --turn-cap` may have set it
    return s;
  }
  s.library = library;
  // The log names a format by its script's `name`, which for a format given by path is not the
  // path the replay records: the script says it, so that a replay's log is the game's.
  s.format = names_a_format_file(r.format) ? format.name() : r.format;
  s.edition = edition;
  s.life = life;
  s.turn_cap = turn_cap;
  s.first_turn_attack = first_turn_attack;
  for (const json& p : players) {
    TeamSetup t;
    t.side = p.value("side", 0);
    t.sidekicks = p.value("sidekicks", 8);
    for (const auto& c : p["cards"]) t.cards.emplace_back(def_of(c[0].get<std::string>()), c[1].get<int>());
    s.teams.push_back(std::move(t));
  }
  for (const json& b : lines_of(r, "basic_actions"))
    for (const auto& c : b["cards"]) s.shared.emplace_back(def_of(c[0].get<std::string>()), c[1].get<int>());
  return s;
}

std::vector<std::string> card_files_outside(const Replay& r, const CardLibrary& lib) {
  std::set<std::string> files;
  for (const json& c : lines_of(r, "card")) {
    const int def = lib.find(c.value("id", ""));
    if (def < 0) continue;
    const std::string file = card_file_of(lib.source(def).file);
    if (!in_data_folder(file)) files.insert(file);
  }
  return {files.begin(), files.end()};
}

}  // namespace dm::masters

namespace dm {

std::uint64_t card_script_hash(std::string_view lua) {
  std::size_t at = 0;
  while (at < lua.size()) {
    const std::size_t nl = lua.find('\n', at);
    const std::string_view line = lua.substr(at, nl == std::string_view::npos ? std::string_view::npos : nl - at);
    if (line.substr(0, 2) != "--" || line.substr(0, 4) == "--[[" || line.substr(0, 3) == "--[") break;
    at = nl == std::string_view::npos ? lua.size() : nl + 1;
  }
  return content_hash(lua.substr(at));
}

}  // namespace dm
