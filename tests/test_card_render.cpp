// The card language's renderer (English card text, `cardc render`, SVG) and formatter (`cardc fmt`).
//
// Golden files: each tests/golden/NAME.card is compiled, rendered and formatted, and the results
// are compared with NAME.lua.golden (the Lua of every card, in order), NAME.txt.golden
// (render_card of every card) and NAME.fmt.golden (format_file). When a change to the output is
// intended, run the tests with DM_UPDATE_GOLDEN=1 in the environment to rewrite the golden files
// from the current output, then read the diff before committing it:
//
//   DM_UPDATE_GOLDEN=1 build/bin/dm_tests "[golden]"
#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>

#include "dsl/compile.hpp"
#include "dsl/format.hpp"
#include "dsl/render.hpp"

namespace fs = std::filesystem;
namespace dsl = dm::dsl;

namespace {

const fs::path kRoot = fs::path(DM_SOURCE_DIR);
const fs::path kGolden = kRoot / "tests" / "golden";

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

bool updating() {
  const char* v = std::getenv("DM_UPDATE_GOLDEN");
  return v && std::string(v) == "1";
}

std::vector<fs::path> card_files(const fs::path& dir, bool recursive) {
  std::vector<fs::path> out;
  if (!fs::exists(dir)) return out;
  if (recursive) {
    for (const auto& e : fs::recursive_directory_iterator(dir))
      if (e.is_regular_file() && e.path().extension() == ".card") out.push_back(e.path());
  } else {
    for (const auto& e : fs::directory_iterator(dir))
      if (e.is_regular_file() && e.path().extension() == ".card") out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string diagnostics(const dsl::Compilation& c) {
  std::string out;
  for (const auto& d : c.diags.all())
    out += std::to_string(d.pos.line) + ":" + std::to_string(d.pos.col) + ": " + d.message + "\n";
  return out;
}

// A card script without its first line, which names the file it was compiled from.
std::string without_origin(const std::string& lua) {
  auto nl = lua.find('\n');
  return nl == std::string::npos ? std::string() : lua.substr(nl + 1);
}

void compare_with_golden(const fs::path& golden, const std::string& actual) {
  if (updating()) {
    std::ofstream(golden, std::ios::binary) << actual;
    WARN("rewrote " << golden.filename().string());
    return;
  }
  INFO("golden file " << golden.string() << " (DM_UPDATE_GOLDEN=1 rewrites it)");
  REQUIRE(fs::exists(golden));
  CHECK(read(golden) == actual);
}

// ---------------------------------------------------------------- one card, one ability
const char* kCharacterHead =
    "# test\n"
    "set tst \"Test\"\n"
    "card 1 \"Beast\" \"Tester\"\n"
    "  character\n"
    "  cost 2 mask\n"
    "  affiliation \"X-Men\"\n"
    "  max 4\n"
    "  faces mask | mask mask | mask mask | 0/1/2* | 0/2/3** | 1/2/4\n";

const char* kActionHead =
    "# test\n"
    "set tst \"Test\"\n"
    "card 2 \"Blast\"\n"
    "  basic action\n"
    "  cost 3\n"
    "  use 3\n"
    "  faces 2 | 2 | 2 | action | action* | action**\n";

// Every ability of a one-card file, as the text box shows them.
std::vector<std::string> english_of(const char* head, const std::string& abilities) {
  std::string text = std::string(head) + abilities + "\n";
  dsl::Compilation c = dsl::compile(text, "test.card");
  INFO(text << diagnostics(c));
  REQUIRE(c.ok());
  REQUIRE(c.file.cards.size() == 1);
  std::vector<std::string> out;
  for (const auto& a : c.file.cards[0].abilities) out.push_back(dsl::render_ability(c.file.cards[0], a));
  return out;
}

std::string character_says(const std::string& ability) {
  auto v = english_of(kCharacterHead, ability);
  REQUIRE(v.size() == 1);
  return v[0];
}

std::string action_says(const std::string& ability) {
  auto v = english_of(kActionHead, ability);
  REQUIRE(v.size() == 1);
  return v[0];
}

// ---------------------------------------------------------------- XML
bool entity_at(const std::string& s, std::size_t i) {
  static const char* names[] = {"&amp;", "&lt;", "&gt;", "&quot;", "&apos;"};
  for (const char* n : names)
    if (s.compare(i, std::char_traits<char>::length(n), n) == 0) return true;
  if (s.compare(i, 2, "&#") == 0) return s.find(';', i) != std::string::npos;
  return false;
}

// The first reason the text is not well-formed XML, or "" when it is: tags balanced and
// properly nested, one root, attributes quoted, `<` and `&` escaped wherever text goes.
std::string xml_problem(const std::string& s) {
  std::vector<std::string> open;
  int roots = 0;
  std::size_t i = 0;
  while (i < s.size()) {
    char c = s[i];
    if (c == '&') {
      if (!entity_at(s, i)) return "bare & at byte " + std::to_string(i);
      ++i;
      continue;
    }
    if (c != '<') {
      if (open.empty() && c != '\n' && c != ' ') return "text outside the root at byte " + std::to_string(i);
      ++i;
      continue;
    }
    if (s.compare(i, 2, "<?") == 0) {
      auto e = s.find("?>", i);
      if (e == std::string::npos) return "unclosed <?";
      i = e + 2;
      continue;
    }
    if (s.compare(i, 4, "<!--") == 0) {
      auto e = s.find("-->", i);
      if (e == std::string::npos) return "unclosed comment";
      i = e + 3;
      continue;
    }
    bool closing = s.compare(i, 2, "</") == 0;
    std::size_t j = i + (closing ? 2 : 1);
    std::size_t name_start = j;
    while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '-' || s[j] == ':' || s[j] == '_')) ++j;
    std::string name = s.substr(name_start, j - name_start);
    if (name.empty()) return "tag without a name at byte " + std::to_string(i);
    if (closing) {
      if (j >= s.size() || s[j] != '>') return "bad closing tag " + name;
      if (open.empty() || open.back() != name) return "closing tag " + name + " does not match";
      open.pop_back();
      i = j + 1;
      continue;
    }
    if (open.empty() && ++roots > 1) return "more than one root element";
    bool self_closing = false;
    for (;;) {
      while (j < s.size() && std::isspace(static_cast<unsigned char>(s[j]))) ++j;
      if (j >= s.size()) return "unclosed tag " + name;
      if (s[j] == '>') break;
      if (s.compare(j, 2, "/>") == 0) {
        self_closing = true;
        ++j;
        break;
      }
      std::size_t a = j;
      while (j < s.size() && s[j] != '=' && !std::isspace(static_cast<unsigned char>(s[j])) && s[j] != '>') ++j;
      if (j == a || j + 1 >= s.size() || s[j] != '=' || s[j + 1] != '"') return "attribute without a quoted value in " + name;
      std::size_t v = j + 2;
      std::size_t e = s.find('"', v);
      if (e == std::string::npos) return "unterminated attribute in " + name;
      for (std::size_t k = v; k < e; ++k) {
        if (s[k] == '<') return "< inside an attribute of " + name;
        if (s[k] == '&' && !entity_at(s, k)) return "bare & inside an attribute of " + name;
      }
      j = e + 1;
    }
    if (!self_closing) open.push_back(name);
    i = j + 1;
  }
  if (!open.empty()) return "unclosed element " + open.back();
  if (roots != 1) return "no root element";
  return {};
}

std::size_t count(const std::string& s, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + what.size())) ++n;
  return n;
}

// ---------------------------------------------------------------- formatter checks
struct Reformat {
  std::string once, twice;
  dsl::Compilation before, after;
};

Reformat reformat(const std::string& text, const std::string& path) {
  Reformat r;
  r.before = dsl::compile(text, path);
  r.once = dsl::format_file(r.before.file, text);
  r.after = dsl::compile(r.once, path);
  r.twice = dsl::format_file(r.after.file, r.once);
  return r;
}

std::multiset<std::string> comment_texts(const dsl::File& f) {
  std::multiset<std::string> out;
  for (const auto& c : f.comments) out.insert(c.text);
  return out;
}

// Formatting is stable, loses no comment and, for a file that compiles, compiles to the same Lua.
void check_formatting(const std::string& text, const std::string& path) {
  Reformat r = reformat(text, path);
  INFO(path << "\n" << r.once);
  CHECK(r.once == r.twice);
  CHECK(comment_texts(r.before.file) == comment_texts(r.after.file));
  if (!r.before.ok()) return;
  INFO(diagnostics(r.after));
  REQUIRE(r.after.ok());
  REQUIRE(r.after.cards.size() == r.before.cards.size());
  for (std::size_t i = 0; i < r.before.cards.size(); ++i) {
    INFO(r.before.cards[i].id);
    CHECK(r.after.cards[i].id == r.before.cards[i].id);
    CHECK(without_origin(r.after.cards[i].lua) == without_origin(r.before.cards[i].lua));
  }
}

}  // namespace

// ================================================================ golden files
TEST_CASE("golden: compiled Lua, rendered text and formatted source", "[cardlang][golden]") {
  auto inputs = card_files(kGolden, false);
  REQUIRE(inputs.size() >= 3);
  for (const auto& in : inputs) {
    std::string text = read(in);
    std::string path = "tests/golden/" + in.filename().string();
    dsl::Compilation c = dsl::compile(text, path);
    INFO(path << "\n" << diagnostics(c));
    REQUIRE(c.ok());
    REQUIRE(c.cards.size() == c.file.cards.size());
    std::string lua, txt;
    for (std::size_t i = 0; i < c.cards.size(); ++i) {
      lua += (i ? "\n" : "") + c.cards[i].lua;
      txt += (i ? "\n" : "") + dsl::render_card(c.file.cards[i]);
    }
    fs::path stem = in;
    stem.replace_extension();
    compare_with_golden(stem.string() + ".lua.golden", lua);
    compare_with_golden(stem.string() + ".txt.golden", txt);
    compare_with_golden(stem.string() + ".fmt.golden", dsl::format_file(c.file, text));
  }
}

TEST_CASE("golden inputs cover every statement, condition, selector and filter", "[cardlang][golden]") {
  std::set<int> stmts, conds, sels, filters;
  std::function<void(const dsl::Selector&)> sel = [&](const dsl::Selector& s) {
    sels.insert(static_cast<int>(s.kind));
    for (const auto& f : s.filters) filters.insert(static_cast<int>(f.kind));
  };
  std::function<void(const dsl::Cond&)> cond = [&](const dsl::Cond& c) {
    conds.insert(static_cast<int>(c.kind));
    if (c.sel) sel(*c.sel);
    for (const auto& k : c.kids) cond(k);
  };
  std::function<void(const dsl::Stmt&)> stmt = [&](const dsl::Stmt& s) {
    stmts.insert(static_cast<int>(s.kind));
    if (s.sel) sel(*s.sel);
    if (s.amount.each) sel(*s.amount.each);
    if (s.cond) cond(*s.cond);
    for (const auto& k : s.then) stmt(k);
    for (const auto& k : s.otherwise) stmt(k);
  };
  for (const auto& in : card_files(kGolden, false)) {
    dsl::Compilation c = dsl::compile(read(in), in.string(), false);
    for (const auto& card : c.file.cards)
      for (const auto& a : card.abilities) {
        if (a.sacrifice) sel(*a.sacrifice);
        for (const auto& k : a.conditions) cond(k);
        for (const auto& s : a.body) stmt(s);
      }
  }
  for (int k = 0; k <= static_cast<int>(dsl::Stmt::Kind::Protect); ++k) CHECK(stmts.count(k));
  for (int k = 0; k <= static_cast<int>(dsl::Cond::Kind::Lua); ++k) CHECK(conds.count(k));
  for (int k = 0; k <= static_cast<int>(dsl::Selector::Kind::Each); ++k) CHECK(sels.count(k));
  // Unknown is the checker's business: a file with an unknown filter word does not compile.
  for (int k = 0; k < static_cast<int>(dsl::Filter::Kind::Unknown); ++k) CHECK(filters.count(k));
}

TEST_CASE("every golden ability reads as English", "[cardlang][golden]") {
  for (const auto& in : card_files(kGolden, false)) {
    dsl::Compilation c = dsl::compile(read(in), in.string(), false);
    for (const auto& card : c.file.cards)
      for (const auto& a : card.abilities) {
        std::string t = dsl::render_ability(card, a);
        INFO(card.name() << ": " << a.source << " -> " << t);
        REQUIRE(!t.empty());
        CHECK((std::isupper(static_cast<unsigned char>(t[0])) || t[0] == '*' || t[0] == '['));
        CHECK(t.back() == '.');
        CHECK(t.find("[?]") == std::string::npos);
        CHECK(t.find("  ") == std::string::npos);
      }
  }
}

// ================================================================ English
TEST_CASE("render_ability: one sentence per statement kind", "[cardlang]") {
  CHECK(character_says("when this blocks: deal 2 damage to target opposing level 1 character.") ==
        "When Beast blocks, deal 2 damage to target opposing level 1 character.");
  CHECK(character_says("when this blocks: this gets +1A and +1D.") ==
        "When Beast blocks, Beast gets +1A and +1D until end of turn.");
  CHECK(character_says("when this attacks: this gains overcrush.") ==
        "When Beast attacks, Beast gains Overcrush until end of turn.");
  CHECK(action_says("KO target level 2 or lower character.") == "KO target level 2 or lower character.");
  CHECK(character_says("when this is fielded: capture each opposing fist character.") ==
        "When Beast is fielded, capture each opposing fist character.");
  CHECK(action_says("spin target character up or down.") == "Spin target character up or down 1 level.");
  CHECK(character_says("when this attacks: reroll each opposing character, non-characters to their owner's prep area.") ==
        "When Beast attacks, reroll each opposing character (non-characters go to their owner's Prep Area).");
  CHECK(action_says("draw 2 dice into your prep area; roll them into your reserve pool.") ==
        "Draw 2 dice into your Prep Area; roll them into your Reserve Pool.");
  CHECK(character_says("when this takes damage: move a sidekick die in your used pile to your prep area.") ==
        "When Beast takes damage, move a Sidekick die in your Used Pile to your Prep Area.");
  CHECK(action_says("underdog: field a character die in your used pile at level 3.") ==
        "Underdog: Field a character die in your Used Pile at level 3.");
  CHECK(action_says("sacrifice target character of yours; KO target opposing character.") ==
        "Sacrifice target character of yours; KO target opposing character.");
  CHECK(character_says("when this is blocked: gain 1 life.") == "When Beast is blocked, you gain 1 life.");
  CHECK(character_says("when this is blocked: your opponent loses 1 life.") ==
        "When Beast is blocked, your opponent loses 1 life.");
  CHECK(character_says("global, when you would take damage, pay 1 shield: redirect 1 damage to target character of yours.") ==
        "Global: When you would take damage, pay 1 shield: redirect 1 damage to target character of yours.");
  CHECK(character_says("when this attacks, you may pay 1 fist: each opposing character must block this.") ==
        "When Beast attacks, you may pay 1 fist: each opposing character must block Beast if able.");
  CHECK(action_says("your attacking characters KO'd this turn return to the field zone.") ==
        "Your attacking characters KO'd this turn return to the Field Zone.");
  CHECK(action_says("if underdog, KO target non-\"Spidey Friends\" character; otherwise deal 2 damage to it.") ==
        "If you are the underdog, KO target non-Spidey Friends character; otherwise, deal 2 damage to it.");
  CHECK(character_says("when this blocks: lua [[ g.gain_life(self.player, 1) ]].") == "When Beast blocks, [Lua].");
  CHECK(character_says("overcrush, regenerate.") == "Overcrush, Regenerate.");
  CHECK(character_says("this can't be blocked by fist characters.") == "Beast can't be blocked by fist characters.");
  CHECK(character_says("damage dealt to this is reduced by 1.") == "Damage dealt to Beast is reduced by 1.");
  CHECK(character_says("this takes at most 1 damage from each action die.") ==
        "Beast takes at most 1 damage from each action die.");
  CHECK(character_says("underdog: you may field this for free.") == "Underdog: You may field Beast for free.");
  CHECK(character_says("you may pay 1 life to field this.") == "You may pay 1 life to field Beast.");
  CHECK(character_says("you may pay 1 fist to keep this unaffected.") ==
        "When an ability or effect would affect Beast, you may pay 1 fist to keep Beast unaffected.");
}

TEST_CASE("render_ability: heads, bursts, players and amounts", "[cardlang]") {
  CHECK(character_says("while active: your sidekicks get +1A and +1D.") ==
        "While Beast is active, your Sidekick characters get +1A and +1D.");
  CHECK(character_says("global, pay 1 mask: target character gains affiliation \"Spidey Friends\".") ==
        "Global: Pay 1 mask: target character gains the Spidey Friends affiliation until end of turn.");
  CHECK(action_says("target opponent gains block tax 1.") ==
        "Target opponent must pay 1 life for each character they assign to block this turn.");
  CHECK(action_says("global, pay 2 bolt, once per turn: target opponent gains non-villain block tax 1.") ==
        "Global (once per turn): Pay 2 bolt: target opponent must pay 1 life for each non-Villain character they "
        "assign to block this turn.");
  CHECK(character_says("when this is fielded, you may: draw a die into your prep area.") ==
        "When Beast is fielded, you may draw a die into your Prep Area.");
  CHECK(character_says("when this is fielded, you may: this gets +2A.") ==
        "When Beast is fielded, you may have Beast get +2A until end of turn.");
  CHECK(action_says("two opposing characters chosen by your opponent can't block.") ==
        "Two opposing characters chosen by your opponent can't block until end of turn.");
  CHECK(action_says("target opposing character loses its abilities.") ==
        "Target opposing character loses its abilities until end of turn.");
  CHECK(action_says("deal 1 damage to target opponent for each character they control.") ==
        "Deal 1 damage to target opponent for each character they control.");
  CHECK(character_says("when this is fielded: KO each opposing sidekick character; gain 1 life for each one KO'd.") ==
        "When Beast is fielded, KO each opposing Sidekick character; you gain 1 life for each one KO'd.");
  CHECK(character_says("pay 1 fist, during the attack step, if this is blocked or blocking: this gets +1A.") ==
        "During the Attack Step, if Beast is blocked or blocking, pay 1 fist: Beast gets +1A until end of turn.");
  CHECK(character_says("when this attacks, once per turn: this gets +1A.") ==
        "Once per turn, when Beast attacks, Beast gets +1A until end of turn.");
  CHECK(character_says("while active, when you or this take damage: this gets +2A.") ==
        "While Beast is active, when you or Beast take damage, Beast gets +2A until end of turn.");
  CHECK(character_says("aftershock: deal 2 damage to target character.") == "Aftershock: Deal 2 damage to target character.");
  CHECK(character_says("the first time each turn you field a character: gain 1 life.") ==
        "The first time each turn you field a character, you gain 1 life.");
  CHECK(character_says("global, pay 1 bolt, any number of times: target character gets +1A.") ==
        "Global: Pay 1 bolt (any number of times): target character gets +1A until end of turn.");
  CHECK(character_says("when this is KO'd, if it was blocking: deal 1 damage to each player.") ==
        "When Beast is KO'd, if it was blocking, deal 1 damage to each player.");
  CHECK(character_says("when this is fielded, if you control another \"X-Men\" character: gain 1 life.") ==
        "When Beast is fielded, if you control another X-Men character, you gain 1 life.");
  CHECK(character_says("at end of turn: deal 1 damage to target character where [[ g.attack(d) >= 4 ]].") ==
        "At end of turn, deal 1 damage to target character where [Lua].");
  CHECK(character_says("when you field a character: each character of this card other than that character gets +1A.") ==
        "When you field a character, each Beast character other than that character gets +1A until end of turn.");

  CHECK(character_says("when this is fielded, you may: your opponent gains block tax 1.") ==
        "When Beast is fielded, you may have your opponent pay 1 life for each character they assign to block this turn.");
  CHECK(character_says("when this is fielded, you may: they gain overcrush.") ==
        "When Beast is fielded, you may have them gain Overcrush until end of turn.");
  CHECK(character_says("when this attacks: KO your other characters; KO each other character of yours.") ==
        "When Beast attacks, KO your other characters; KO each of your other characters.");
  CHECK(character_says("when this is fielded: target opposing character gains can't block, can't attack and ko at end of turn.") ==
        "When Beast is fielded, target opposing character can't block and can't attack until end of turn and is KO'd at "
        "end of turn.");
  CHECK(character_says("when this is fielded: move target opposing character to their owner's used pile; roll it into "
                       "its owner's reserve pool.") ==
        "When Beast is fielded, move target opposing character to its owner's Used Pile; roll it into its owner's Reserve "
        "Pool.");

  CHECK(character_says("when this is fielded, you may sacrifice a character of yours other than this: this gets +3A.") ==
        "When Beast is fielded, you may sacrifice another character of yours: Beast gets +3A until end of turn.");
  CHECK(character_says("pay 1 fist, sacrifice a sidekick of yours: deal 2 damage to target character.") ==
        "Pay 1 fist and sacrifice a Sidekick character of yours: deal 2 damage to target character.");

  auto burst = english_of(kCharacterHead, "when this blocks: this gets +1A and +1D.\n  *: this gets +2A and +2D instead.\n"
                                          "  **: draw a die into your used pile.");
  REQUIRE(burst.size() == 3);
  CHECK(burst[1] == "*: Beast gets +2A and +2D until end of turn instead.");
  CHECK(burst[2] == "**: Draw a die into your Used Pile.");

  auto table = english_of(kCharacterHead, "ability [[ { on = \"fielded\", text = \"Gain 1 life.\",\n"
                                          "    effect = function(g, self) g.gain_life(self.player, 1) end } ]].");
  CHECK(table[0] == "[Lua] Gain 1 life.");
}

TEST_CASE("describe_selector: the noun phrase of a target prompt", "[cardlang]") {
  std::string text = std::string(kActionHead) +
                     "KO target opposing level 1 character; move a sidekick die in your used pile to your prep area; "
                     "deal 1 damage to target character or player; up to two target characters of yours get +1A.\n"
                     "  *: deal 1 damage to two opposing characters chosen by your opponent.\n";
  dsl::Compilation c = dsl::compile(text, "test.card");
  INFO(diagnostics(c));
  REQUIRE(c.ok());
  const auto& body = c.file.cards[0].abilities[0].body;
  REQUIRE(body.size() == 4);
  CHECK(dsl::describe_selector(*body[0].sel) == "target opposing level 1 character");
  CHECK(dsl::describe_selector(*body[1].sel) == "a Sidekick die in your Used Pile");
  CHECK(dsl::describe_selector(*body[2].sel) == "target character or player");
  CHECK(dsl::describe_selector(*body[3].sel) == "up to two target characters of yours");
  const auto& burst = c.file.cards[0].abilities[1].body;
  REQUIRE(burst.size() == 1);
  CHECK(dsl::describe_selector(*burst[0].sel) == "two opposing characters chosen by your opponent");
  // Target prompts in the compiled script read the same way.
  CHECK(c.cards[0].lua.find("prompt = \"choose up to two target characters of yours\"") != std::string::npos);
}

TEST_CASE("render_card: what `cardc render` prints", "[cardlang]") {
  std::string text =
      "# The AvX starter's Beast.\n"
      "set avx \"Avengers vs. X-Men\"\n\n"
      "card 3 \"Beast\" \"Mutate #666\"\n"
      "  character\n  cost 2 mask\n  affiliation \"X-Men\"\n  rarity starter\n  max 4\n"
      "  faces mask | mask mask | mask mask | 0/1/2* | 0/2/3 | 1/2/4\n\n"
      "  when this blocks: draw a die into your prep area.\n"
      "  *: draw a die into your prep area; draw a die into your used pile instead.\n";
  dsl::Compilation c = dsl::compile(text, "beast.card");
  INFO(diagnostics(c));
  REQUIRE(c.ok());
  CHECK(dsl::render_card(c.file.cards[0]) ==
        "Beast: Mutate #666 [avx-003]\n"
        "set: avx (Avengers vs. X-Men), number 3\n"
        "kind: character\n"
        "cost: 2 mask\n"
        "affiliation: X-Men\n"
        "rarity: starter\n"
        "max: 4\n"
        "faces: mask | mask mask | mask mask | L1 0/1/2* | L2 0/2/3 | L3 1/2/4\n"
        "text:\n"
        "  When Beast blocks, draw a die into your Prep Area.  [triggered: blocks]\n"
        "  *: Draw a die into your Prep Area; draw a die into your Used Pile instead.  [triggered: blocks, burst 1]\n");
  CHECK(dsl::render_card_text(c.file.cards[0]) ==
        "When Beast blocks, draw a die into your Prep Area. *: Draw a die into your Prep Area; draw a die into your "
        "Used Pile instead.");
}

// ================================================================ SVG
TEST_CASE("render_svg: a well-formed card face with title, Max and six faces", "[cardlang]") {
  std::string text =
      "# test\nset tst\n"
      "card 9 \"Tom & Jerry <\\\"Cat\\\">\" \"Cat & Mouse\"\n"
      "  character\n  cost 3 fist\n  affiliation \"Looney & Co\"\n  max 4\n"
      "  faces fist | fist fist | 2 | 1/2/3* | 2/3/4** | 3/5/5\n\n"
      "  when this blocks: this gets +1A.\n  *: this gets +2A instead.\n";
  dsl::Compilation c = dsl::compile(text, "svg.card");
  INFO(diagnostics(c));
  REQUIRE(c.ok());
  std::string svg = dsl::render_svg(c.file.cards[0]);
  CHECK(xml_problem(svg).empty());
  INFO(xml_problem(svg));
  CHECK(svg.find("Tom &amp; Jerry &lt;&quot;Cat&quot;&gt;") != std::string::npos);
  CHECK(svg.find("Cat &amp; Mouse") != std::string::npos);
  CHECK(svg.find("Looney &amp; Co") != std::string::npos);
  CHECK(svg.find("Max 4") != std::string::npos);
  CHECK(count(svg, "class=\"face\"") == 6);
  CHECK(svg.find(">fist</text>") != std::string::npos);
  CHECK(svg.find(">L3</text>") != std::string::npos);
  CHECK(svg.find("\xE2\x98\x85\xE2\x98\x85</text>") != std::string::npos);  // two burst stars
  CHECK(svg.find("When Tom") != std::string::npos);
  CHECK(dsl::render_svg(c.file.cards[0]) == svg);  // the same card gives the same bytes

  SECTION("an action card shows Use and its action faces") {
    dsl::Compilation a = dsl::compile(std::string(kActionHead) + "deal 1 damage to target character.\n", "a.card");
    REQUIRE(a.ok());
    std::string s = dsl::render_svg(a.file.cards[0]);
    CHECK(xml_problem(s).empty());
    CHECK(s.find("Use 3") != std::string::npos);
    CHECK(count(s, ">ACTION</text>") == 3);
    CHECK(count(s, "class=\"face\"") == 6);
  }
  SECTION("every golden card draws well-formed") {
    for (const auto& in : card_files(kGolden, false)) {
      dsl::Compilation g = dsl::compile(read(in), in.string(), false);
      for (const auto& card : g.file.cards) {
        std::string s = dsl::render_svg(card);
        INFO(card.name() << ": " << xml_problem(s));
        CHECK(xml_problem(s).empty());
        CHECK(count(s, "class=\"face\"") == 6);
      }
    }
  }
}

TEST_CASE("xml_problem finds what is not well formed", "[cardlang]") {
  CHECK(xml_problem("<svg><text>a &amp; b</text></svg>").empty());
  CHECK_FALSE(xml_problem("<svg><text>a & b</text></svg>").empty());
  CHECK_FALSE(xml_problem("<svg><text>a</svg>").empty());
  CHECK_FALSE(xml_problem("<svg><text a=\"<\">x</text></svg>").empty());
  CHECK_FALSE(xml_problem("<svg/><svg/>").empty());
}

// ================================================================ formatter
TEST_CASE("fmt: idempotent and meaning-preserving on golden inputs and every card file", "[cardlang]") {
  std::vector<fs::path> files = card_files(kGolden, false);
  for (const auto& p : card_files(kRoot / "scripts" / "cards", true)) files.push_back(p);
  for (const auto& p : card_files(kRoot / "tests" / "cardlang" / "valid", false)) files.push_back(p);
  REQUIRE(files.size() >= 3);
  for (const auto& p : files) check_formatting(read(p), p.string());
}

TEST_CASE("fmt: canonical layout", "[cardlang]") {
  std::string messy =
      "# header\n"
      "\n"
      "SET   tst    \"Test\"\n"
      "card 1 \"Beast\" \"Messy\"\n"
      "  faces mask | mask  mask | mask mask | 0/1/2* | 0/2/3 | 1/2/4\n"
      "  MAX 4\n"
      "  id \"beast-messy\"\n"
      "  rarity   super   rare\n"
      "  tentative\n"
      "  affiliation \"X-Men\" ,\"Avengers\"\n"
      "  cost 2 MASK\n"
      "  Character\n"
      "  text \"Printed \\\"text\\\".\"\n"
      "  When THIS blocks :   this gets +1a +1D .\n"
      "  * : this gets +2A and +2D\n"
      "      instead.\n"
      "  once per turn, pay 1 MASK, when this attacks: up to two target characters of yours get +1A then they gain\n"
      "    overcrush; each opposing character must block this; draw a die into your prep area.\n"
      "card 2 \"Blast\"\n"
      "  basic action\n  cost 3\n  use 3\n  faces 2 | 2 | 2 | action | action* | action**\n"
      "  deal 1 damage to every character.\n";
  Reformat r = reformat(messy, "messy.card");
  INFO(diagnostics(r.before));
  REQUIRE(r.before.ok());
  CHECK(r.once ==
        "# header\n"
        "\n"
        "set tst \"Test\"\n"
        "\n"
        "card 1 \"Beast\" \"Messy\"\n"
        "  character\n"
        "  cost 2 mask\n"
        "  affiliation \"X-Men\", \"Avengers\"\n"
        "  rarity super rare\n"
        "  max 4\n"
        "  tentative\n"
        "  id \"beast-messy\"\n"
        "  faces mask | mask mask | mask mask | 0/1/2* | 0/2/3 | 1/2/4\n"
        "  text \"Printed \\\"text\\\".\"\n"
        "\n"
        "  when this blocks: this gets +1A and +1D.\n"
        "  *: this gets +2A and +2D instead.\n"
        "  when this attacks, pay 1 mask, once per turn:\n"
        "    up to two target characters of yours get +1A; they gain overcrush;\n"
        "    each opposing character must block this if able; draw a die into your prep area.\n"
        "\n"
        "card 2 \"Blast\"\n"
        "  basic action\n"
        "  cost 3\n"
        "  use 3\n"
        "  faces 2 | 2 | 2 | action | action* | action**\n"
        "\n"
        "  deal 1 damage to every character.\n");
  CHECK(r.once == r.twice);
  for (std::size_t at = 0, nl; at < r.once.size(); at = nl + 1) {
    nl = r.once.find('\n', at);
    CHECK(nl - at <= 100);
  }
}

TEST_CASE("fmt: comments stay with what follows them, or on their line", "[cardlang]") {
  std::string text =
      "# file header\n"
      "set tst \"Test\"   # the set\n"
      "\n"
      "# about Beast\n"
      "card 1 \"Beast\" \"Commented\"   # on the card line\n"
      "  # before faces\n"
      "  faces mask | mask mask | mask mask | 0/1/2* | 0/2/3 | 1/2/4   # the faces\n"
      "  character\n"
      "  cost 2 mask\n"
      "  max 4\n"
      "  # before the ability\n"
      "  when this blocks:\n"
      "    # inside the ability\n"
      "    this gets +1A.   # after the ability\n"
      "  *: lua [[\n"
      "    -- a Lua comment # not a card comment\n"
      "    g.bonus(self.die, 2, 0)\n"
      "  ]] instead.\n"
      "# between cards\n"
      "card 2 \"Blast\"\n"
      "  basic action\n  cost 3\n  use 3\n  faces 2 | 2 | 2 | action | action* | action**\n"
      "  deal 1 damage to target character.\n"
      "# the end\n";
  Reformat r = reformat(text, "comments.card");
  INFO(diagnostics(r.before));
  REQUIRE(r.before.ok());
  CHECK(r.once ==
        "# file header\n"
        "set tst \"Test\" # the set\n"
        "\n"
        "# about Beast\n"
        "card 1 \"Beast\" \"Commented\" # on the card line\n"
        "  character\n"
        "  cost 2 mask\n"
        "  max 4\n"
        "  # before faces\n"
        "  faces mask | mask mask | mask mask | 0/1/2* | 0/2/3 | 1/2/4 # the faces\n"
        "\n"
        "  # before the ability\n"
        "  # inside the ability\n"
        "  when this blocks: this gets +1A. # after the ability\n"
        "  *: lua [[\n"
        "    -- a Lua comment # not a card comment\n"
        "    g.bonus(self.die, 2, 0)\n"
        "  ]] instead.\n"
        "\n"
        "# between cards\n"
        "card 2 \"Blast\"\n"
        "  basic action\n"
        "  cost 3\n"
        "  use 3\n"
        "  faces 2 | 2 | 2 | action | action* | action**\n"
        "\n"
        "  deal 1 damage to target character.\n"
        "  # the end\n");
  CHECK(r.once == r.twice);
  CHECK(comment_texts(r.before.file) == comment_texts(r.after.file));
  REQUIRE(r.after.ok());
  CHECK(without_origin(r.after.cards[0].lua) == without_origin(r.before.cards[0].lua));
}

TEST_CASE("fmt: selectors keep the order of their filters", "[cardlang]") {
  // The generated Lua tests filters in the order written, so the formatter may move a word
  // before or after the noun only where that order survives.
  std::string text = std::string(kCharacterHead) +
                     "  when this blocks: KO a character of yours other than this; KO target level 1 character of yours;"
                     " KO each other character of yours; KO your other characters; KO another target sidekick character"
                     " engaged with this; KO a die of this card in your used pile not spent to field this;"
                     " KO all characters where [[ g.attack(d) > 2 ]]; KO every character.\n";
  check_formatting(text, "order.card");
  Reformat r = reformat(text, "order.card");
  CHECK(r.once.find("KO a character of yours other than this;") != std::string::npos);
  CHECK(r.once.find("KO your other characters;") != std::string::npos);
  CHECK(r.once.find("KO every character.") != std::string::npos);
  CHECK(r.once.find("KO all characters where [[ g.attack(d) > 2 ]];") != std::string::npos);
}
