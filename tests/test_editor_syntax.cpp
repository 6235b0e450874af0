// The editor files for `.card` (editors/): the TextMate grammar (VS Code and others) and the Vim
// syntax name exactly the words of the checker's vocabulary (dsl/vocabulary.hpp), list by list,
// so a word added to the language and not to the editors (or the reverse) fails here.
#include <catch2/catch.hpp>

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "dsl/vocabulary.hpp"
#include "tests/cli_support.hpp"

namespace fs = std::filesystem;
namespace vocab = dm::dsl::vocab;

namespace {

const fs::path kEditors = fs::path(DM_SOURCE_DIR) / "editors";

struct List {
  std::vector<std::string> words;  // from the vocabulary
  const char* textmate;            // its pattern in the grammar's repository
  const char* vim;                 // its syntax group
};

std::vector<List> lists() {
  return {{vocab::keywords(), "keywords", "cardKeyword"},
          {vocab::written_forms(vocab::energies()), "energies", "cardEnergy"},
          {vocab::written_forms(vocab::zones()), "zones", "cardZone"},
          {vocab::written_forms(vocab::die_keywords()), "die-keywords", "cardDieKeyword"},
          {vocab::written_forms(vocab::player_flags()), "player-flags", "cardPlayerFlag"},
          {vocab::rarities(), "rarities", "cardRarity"},
          {vocab::written_forms(vocab::triggers()), "triggers", "cardTrigger"}};
}

std::vector<std::string> split(const std::string& s, const std::string& sep) {
  std::vector<std::string> out;
  std::size_t at = 0;
  for (std::size_t next; (next = s.find(sep, at)) != std::string::npos; at = next + sep.size()) out.push_back(s.substr(at, next - at));
  out.push_back(s.substr(at));
  return out;
}

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (std::size_t at = 0; (at = s.find(from, at)) != std::string::npos; at += to.size()) s.replace(at, from.size(), to);
  return s;
}

// The words of one alternation between `open` and `close`, with `blank` standing for a space.
std::set<std::string> alternatives(const std::string& pattern, const std::string& open, const std::string& close,
                                   const std::string& bar, const std::string& blank) {
  REQUIRE(pattern.rfind(open, 0) == 0);
  REQUIRE(pattern.size() >= open.size() + close.size());
  REQUIRE(pattern.substr(pattern.size() - close.size()) == close);
  std::set<std::string> out;
  for (auto w : split(pattern.substr(open.size(), pattern.size() - open.size() - close.size()), bar)) {
    w = replace_all(w, blank, " ");
    // Each alternative is the word itself: nothing else of a pattern in it.
    INFO(w);
    REQUIRE(w.find_first_of("\\()[]{}|*+?.^$") == std::string::npos);
    out.insert(w);
  }
  return out;
}

std::set<std::string> as_set(const std::vector<std::string>& v) { return {v.begin(), v.end()}; }

}  // namespace

TEST_CASE("editors: the TextMate grammar parses and names every word of each vocabulary list") {
  const auto grammar = nlohmann::json::parse(dm::test::slurp((kEditors / "vscode/syntaxes/card.tmLanguage.json").string()));
  REQUIRE(grammar["scopeName"] == "source.card");
  REQUIRE(grammar["fileTypes"] == nlohmann::json::array({"card"}));
  std::set<std::string> included;
  for (const auto& p : grammar["patterns"]) included.insert(p["include"].get<std::string>());
  for (const auto& list : lists()) {
    INFO(list.textmate);
    REQUIRE(included.count(std::string("#") + list.textmate) == 1);
    const auto& rule = grammar["repository"][list.textmate];
    REQUIRE(rule["name"].get<std::string>().size() > 0);
    REQUIRE(alternatives(rule["match"], "(?i)(?<![\\w'-])(?:", ")(?![\\w'-])", "|", "\\s+") == as_set(list.words));
  }
  // Every rule the patterns include exists.
  for (const auto& name : included) REQUIRE(grammar["repository"].contains(name.substr(1)));
}

TEST_CASE("editors: the VS Code extension maps .card files to that grammar") {
  const auto pkg = nlohmann::json::parse(dm::test::slurp((kEditors / "vscode/package.json").string()));
  const auto& lang = pkg["contributes"]["languages"][0];
  REQUIRE(lang["extensions"] == nlohmann::json::array({".card"}));
  const auto& g = pkg["contributes"]["grammars"][0];
  REQUIRE(g["language"] == lang["id"]);
  REQUIRE(g["scopeName"] == "source.card");
  REQUIRE(fs::is_regular_file(kEditors / "vscode" / g["path"].get<std::string>()));
  const auto config = nlohmann::json::parse(dm::test::slurp((kEditors / "vscode" / lang["configuration"].get<std::string>()).string()));
  REQUIRE(config["comments"]["lineComment"] == "#");
}

TEST_CASE("editors: the Vim syntax names every word of each vocabulary list, in its own group") {
  const std::string vim = dm::test::slurp((kEditors / "vim/syntax/card.vim").string());
  std::map<std::string, std::string> patterns;  // group -> pattern
  for (const auto& line : split(vim, "\n")) {
    const std::string prefix = "syn match ";
    if (line.rfind(prefix, 0) != 0) continue;
    const auto space = line.find(' ', prefix.size());
    const std::string group = line.substr(prefix.size(), space - prefix.size());
    REQUIRE(patterns.count(group) == 0);  // one pattern a group
    const auto open = line.find('"', space), close = line.rfind('"');
    patterns[group] = line.substr(open + 1, close - open - 1);
  }
  for (const auto& list : lists()) {
    INFO(list.vim);
    REQUIRE(patterns.count(list.vim) == 1);
    REQUIRE(alternatives(patterns[list.vim], "\\<\\(", "\\)\\>", "\\|", "\\s\\+") == as_set(list.words));
    REQUIRE(dm::test::has(vim, std::string("hi def link ") + list.vim + " "));
  }
  REQUIRE(dm::test::has(vim, "syn case ignore"));  // the language ignores case
  REQUIRE(dm::test::has(dm::test::slurp((kEditors / "vim/ftdetect/card.vim").string()), "*.card setfiletype card"));
}
