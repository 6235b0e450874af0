// The checker's entry point, the file-wide rules (duplicate cards, Lua notes) and the rules of a
// card's header lines. Faces, abilities and words are judged in the other checker_*.cpp files.
#include "dsl/checker.hpp"

#include <algorithm>
#include <map>

#include "dsl/checker_rules.hpp"
#include "dsl/render.hpp"
#include "dsl/vocabulary.hpp"

namespace dm::dsl {

namespace rules {

bool is_player(const Selector& s) { return s.noun == Selector::Noun::Player; }

std::string hint_for(std::string_view word, const std::vector<std::string>& vocabulary, std::string fallback) {
  std::string h = did_you_mean(word, vocabulary);
  return h.empty() ? fallback : h;
}

std::string join_words(const std::vector<std::string>& words) {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i)
    out += (i == 0 ? "" : i + 1 == words.size() ? " and " : ", ") + words[i];
  return out;
}

}  // namespace rules

namespace {

using namespace rules;

std::string line_of(const Pos& p) { return std::to_string(p.line); }

// The first and every later line of one property: a property is written once.
void check_properties_once(const Card& card, Diagnostics& d) {
  std::map<std::string, Pos> seen;
  for (const auto& p : card.props) {
    auto [it, fresh] = seen.emplace(p.name, p.pos);
    if (fresh) continue;
    std::string what = p.name == "type" ? "the card's kind" : "`" + p.name + "`";
    d.error(p.pos, what + " is written twice (first on line " + line_of(it->second) + ")", "keep one of the two lines");
  }
}

const Prop* prop(const Card& card, std::string_view name) {
  for (const auto& p : card.props)
    if (p.name == name) return &p;
  return nullptr;
}

void check_identity(const Card& card, Diagnostics& d) {
  if (card.set.empty())
    d.error(card.pos, "card comes before any `set` line", "add a line such as `set avx \"Avengers vs. X-Men\"` above it");
  // A card line that failed to parse has no number or title to judge.
  if (card.title_pos.line > 0) {
    if (card.number < 1) d.error(card.number_pos, "card number must be at least 1");
    if (card.title.empty()) d.error(card.title_pos, "card title is empty", "write the title between the quotes");
  }
  if (card.kind.empty() && card.syntax_errors == 0)
    d.error(card.pos, "card has no kind line", "add `character`, `action`, `basic action` or `sidekick` on a line of its own");
}

void check_cost(const Card& card, Diagnostics& d) {
  if (card.kind.empty() || card.kind == "sidekick") {
    if (!card.energy.empty() && !vocab::lookup(vocab::energies(), card.energy))
      d.error(card.energy_pos, "unknown energy type `" + card.energy + "`",
              hint_for(card.energy, vocab::written_forms(vocab::energies()), "energy types are fist, bolt, mask and shield"));
    return;
  }
  const bool basic = card.kind == "basic_action";
  if (card.cost < 0) {
    if (card.syntax_errors > 0) return;  // the cost line may be the one that failed
    d.error(card.pos, "card has no `cost` line", basic ? "add one, e.g. `cost 3`" : "add one, e.g. `cost 4 bolt`");
    return;
  }
  // Sidekicks are free; a card anyone can buy for nothing fills every team's bag at no cost.
  if (card.cost == 0)
    d.warning("free-card", card.cost_pos, "cost 0: any player can buy this die for nothing",
              "only sidekicks are free; give it a cost of at least 1");
  if (basic) {
    if (!card.energy.empty())
      d.error(card.energy_pos, "a basic action's cost has no energy type", "write `cost " + std::to_string(card.cost) + "`");
    return;
  }
  if (card.energy.empty()) {
    if (card.kind == "character")
      d.error(card.cost_pos, "a character's cost needs an energy type",
              "write it after the amount, e.g. `cost " + std::to_string(card.cost) + " bolt`");
    return;
  }
  if (!vocab::lookup(vocab::energies(), card.energy))
    d.error(card.energy_pos, "unknown energy type `" + card.energy + "`",
            hint_for(card.energy, vocab::written_forms(vocab::energies()), "energy types are fist, bolt, mask and shield"));
}

// Characters and actions have Max; basic actions have Use; a sidekick needs neither.
void check_max_use(const Card& card, Diagnostics& d) {
  if (card.kind.empty() || card.kind == "sidekick") return;
  const Prop* max = prop(card, "max");
  const Prop* use = prop(card, "use");
  if (card.kind == "basic_action") {
    if (max) d.error(max->pos, "a basic action has `use`, not `max`", "write `use 3`");
    if (!use && !max && card.syntax_errors == 0) d.error(card.pos, "basic action has no `use` line", "add one, e.g. `use 3`");
    if (use && card.use < 1) d.error(use->pos, "use must be at least 1");
    return;
  }
  if (use) d.error(use->pos, "only basic actions have `use`", "write `max " + std::to_string(std::max(card.use, 1)) + "`");
  if (!max && !use && card.syntax_errors == 0) d.error(card.pos, "card has no `max` line", "add one, e.g. `max 4`");
  if (max && card.max < 1) d.error(max->pos, "max must be at least 1");
}

void check_rarity(const Card& card, Diagnostics& d) {
  if (card.rarity.empty()) return;
  const auto& known = vocab::rarities();
  if (std::find(known.begin(), known.end(), card.rarity) != known.end()) return;
  d.error(card.rarity_pos, "unknown rarity `" + card.rarity + "`", hint_for(card.rarity, known, "rarities are " + join_words(known)));
}

void check_faces_line(const Card& card, Diagnostics& d) {
  if (!prop(card, "faces") && card.syntax_errors == 0)
    d.error(card.pos, "card has no `faces` line",
            "a die has six faces, e.g. `faces bolt | bolt bolt | bolt bolt | 0/2/2 | 1/3/3 | 2/4/4`");
}

void check_card(const Card& card, const std::vector<Card>& set_cards, Diagnostics& d) {
  check_identity(card, d);
  check_properties_once(card, d);
  check_cost(card, d);
  check_max_use(card, d);
  check_rarity(card, d);
  check_faces_line(card, d);
  check_faces(card, d);
  // A card with syntax errors lacks what failed to parse: what it holds is checked, but a line
  // or an ability it lacks may be the one reported already (checks of what is missing say so).
  if (card.syntax_errors == 0) check_bursts(card, set_cards, d);
  check_abilities(card, d);
  check_lua_pieces(card, d);
}

// Two cards may not share an identity (`avx-003`), nor, within one set, a full name.
void check_duplicates(const File& file, Diagnostics& d) {
  std::map<std::string, const Card*> ids, names;
  for (const auto& card : file.cards) {
    if (card.keyword_def) continue;
    if (card.title_pos.line == 0) continue;  // its card line failed to parse: no identity to compare
    if (!card.set.empty() || !card.id.empty()) {
      auto [it, fresh] = ids.emplace(card.full_id(), &card);
      if (!fresh) {
        const Prop* id = prop(card, "id");
        d.error(card.id.empty() ? card.number_pos : id ? id->pos : card.pos,
                "card identity `" + card.full_id() + "` is already used by the card on line " + line_of(it->second->pos),
                card.id.empty() ? "give each card of a set its own number" : "give each card its own `id`");
      }
    }
    if (card.title.empty()) continue;
    auto [it, fresh] = names.emplace(card.set + "\n" + card.name(), &card);
    if (!fresh)
      d.error(card.title_pos, "card name `" + card.name() + "` is already used by the card on line " + line_of(it->second->pos),
              "two cards of one set need different titles or subtitles");
  }
}

// cardc reads the card language, not Lua: say where a card leaves the checked ground.
void note_lua(const Card& card, Diagnostics& d) {
  for (std::size_t i = 0; i < card.abilities.size(); ++i) {
    const Ability& a = card.abilities[i];
    if (!a.uses_lua() || !a.from_keyword.empty()) continue;
    d.note(a.pos, card.name() + " uses Lua in ability " + std::to_string(i + 1) + "; cardc does not check what Lua does");
    // Whatever the Lua does, players read the card: the ability carries its printed words.
    if (a.text.empty() && lua_table_text(a.lua_table).empty())
      d.warning("lua-without-text", a.pos, card.name() + ": ability " + std::to_string(i + 1) + " uses Lua and has no printed text",
                "write its rules text before the full stop: `... ]] text \"Gain 2 life.\".`");
  }
}

// A keyword definition: a name no rule already has, and abilities a character could have.
void check_keyword_def(const Card& def, Diagnostics& d) {
  if (def.set.empty())
    d.error(def.pos, "keyword comes before any `set` line", "add a line such as `set sky \"Skyreach\"` above it");
  const std::string name = vocab::normalize(def.title);
  if (name.empty() && def.title_pos.line > 0) d.error(def.title_pos, "keyword name is empty", "write the name between the quotes");
  else if (vocab::lookup(vocab::die_keywords(), name))
    d.error(def.title_pos, "`" + name + "` is a keyword of the rules already", "give the new keyword a name of its own");
  for (const auto& p : def.props)
    if (p.name != "text")
      d.error(p.pos, "a keyword has abilities and a reminder `text`, not `" + p.name + "`", "remove the line");
  if (def.abilities.empty() && def.syntax_errors == 0) d.error(def.pos, "keyword `" + def.title + "` has no ability", "write what it does, as on a card");
  if (def.text.empty()) d.warning("keyword-without-text", def.pos, "keyword `" + def.title + "` has no reminder text", "add e.g. `text \"When this attacks, ...\"`");
  Card as_card = def;
  as_card.kind = "character";
  check_abilities(as_card, d);
  note_lua(as_card, d);
}

// `allow NAME, ...`: the card's warnings of those names are removed from what the check found
// for it (`first` on); a name no warning has is an error, and one that silences nothing a note.
void apply_allow(const Card& card, std::size_t first, Diagnostics& d) {
  if (card.allowed.empty()) return;
  const auto& names = warning_names();
  std::vector<bool> used(card.allowed.size(), false);
  auto& all = d.all();
  std::vector<Diagnostic> kept(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(first));
  for (std::size_t i = first; i < all.size(); ++i) {
    bool silenced = false;
    if (all[i].severity == Severity::Warning)
      for (std::size_t k = 0; k < card.allowed.size(); ++k)
        if (card.allowed[k].name == all[i].name) used[k] = silenced = true;
    if (!silenced) kept.push_back(std::move(all[i]));
  }
  all = std::move(kept);
  for (std::size_t k = 0; k < card.allowed.size(); ++k) {
    const auto& a = card.allowed[k];
    if (std::find(names.begin(), names.end(), a.name) == names.end())
      d.error(a.pos, "unknown warning `" + a.name + "`", hint_for(a.name, names, "warnings are " + join_words(names)));
    else if (!used[k] && card.syntax_errors == 0)
      d.note(a.pos, "`allow " + a.name + "` silences nothing: this card draws no such warning", "remove it from the `allow` line");
  }
}

}  // namespace

void check(const File& file, Diagnostics& diags) {
  std::map<std::string, const Card*> keyword_names;
  for (const auto& card : file.cards) {
    if (card.keyword_def) {
      check_keyword_def(card, diags);
      auto [it, fresh] = keyword_names.emplace(card.set + "\n" + vocab::normalize(card.title), &card);
      if (!fresh)
        diags.error(card.title_pos, "keyword `" + card.title + "` is already defined on line " + line_of(it->second->pos),
                    "define each keyword of a set once");
      continue;
    }
    const std::size_t first = diags.all().size();
    check_card(card, file.cards, diags);
    note_lua(card, diags);
    apply_allow(card, first, diags);
  }
  check_duplicates(file, diags);
}

}  // namespace dm::dsl
