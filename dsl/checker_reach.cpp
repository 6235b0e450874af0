// The rulebook's effects on another player's dice and on damage: taking control, copying,
// releasing what was captured, preventing damage, and "can't be targeted" (ASM rulebook,
// "Capturing, Controlling, and Copying", "Preventing and Redirecting", "Fundamental Rules").
#include <algorithm>

#include "dsl/checker_rules.hpp"
#include "dsl/resolve.hpp"
#include "dsl/vocabulary.hpp"

namespace dm::dsl::rules {

namespace {

const Filter* filter_of(const Selector& s, Filter::Kind k) {
  for (const auto& f : s.filters)
    if (f.kind == k) return &f;
  return nullptr;
}

// A character in the Field Zone: what can be controlled or copied.
bool names_characters(const Selector& s) {
  if (s.kind == Selector::Kind::This || s.kind == Selector::Kind::ThatDie || s.kind == Selector::Kind::It) return true;
  const bool field = s.zone.empty() || s.zone == "field" || s.zone == "attack";
  return field && s.noun == Selector::Noun::Character;
}

void check_control(const Card& card, const Stmt& s, Diagnostics& d) {
  if (is_action_card(card))
    d.error(s.pos, "`take control of` needs a character card: the die that takes control is this one",
            "an action die is used, never fielded: it can't hold another die");
  if (!s.sel || is_player(*s.sel)) return;  // a player: named by the verb check
  const Selector& sel = *s.sel;
  const std::string hint = "name an opposing character, e.g. `take control of target opposing character`";
  if (sel.kind == Selector::Kind::This) {
    d.error(sel.pos, "a die can't take control of itself", hint);
    return;
  }
  if (const Filter* own = filter_of(sel, Filter::Kind::Yours)) {
    d.error(own->pos, "a player can't take control of their own die", hint);
    return;
  }
  if (!names_characters(sel)) {
    d.error(sel.pos, "only a character in the Field Zone can be controlled", hint);
    return;
  }
  if (!filter_of(sel, Filter::Kind::Opposing) && sel.kind != Selector::Kind::ThatDie && sel.kind != Selector::Kind::It)
    d.error(sel.pos, "`take control of` needs an opposing character: a player can't take control of their own die", hint);
}

void check_copy(const Card& card, const Stmt& s, Diagnostics& d) {
  if (is_action_card(card))
    d.error(s.pos, "`copy` needs a character card: the die that copies is this one",
            "an action die has no stats or abilities to replace");
  if (!s.sel || is_player(*s.sel)) return;
  const Selector& sel = *s.sel;
  const std::string hint = "name a character, e.g. `copy the " + (s.word == "both" ? std::string("stats and abilities") : s.word) +
                           " of target opposing character`";
  if (sel.kind == Selector::Kind::This) d.error(sel.pos, "a die can't copy itself", hint);
  else if (!names_characters(sel)) d.error(sel.pos, "only a character can be copied: a die that is not a character in the Field Zone has no stats or abilities to copy", hint);
  else if (sel.kind == Selector::Kind::Each || sel.count > 1 || (sel.kind == Selector::Kind::It && sel.plural))
    d.error(sel.pos, "a die copies one character", hint);
}

void check_prevent(const Stmt& s, Diagnostics& d) {
  if (!s.sel) return;
  const Selector& sel = *s.sel;
  if (sel.noun == Selector::Noun::Die || (!sel.zone.empty() && sel.zone != "field" && sel.zone != "attack"))
    d.error(sel.pos, "only characters in the Field Zone and players take damage", "name a character or a player, e.g. `prevent 2 damage to target character of yours`");
}

}  // namespace

void check_reach(const Card& card, const Stmt& s, Diagnostics& d) {
  switch (s.kind) {
    case Stmt::Kind::Control: check_control(card, s, d); break;
    case Stmt::Kind::Copy: check_copy(card, s, d); break;
    case Stmt::Kind::Prevent: check_prevent(s, d); break;
    case Stmt::Kind::Release:
      if (is_action_card(card))
        d.error(s.pos, "`release the dice this captured` needs a character card", "an action die captures nothing: only a character die holds what it captured");
      break;
    default: break;
  }
}

// "this can't be targeted." on a card, and a target among the card's own dice: such a target
// never has a legal choice, since "can't" beats "can".
void check_untargetable_targets(const Card& card, Diagnostics& d) {
  bool untargetable = false;
  for (const auto& a : card.abilities) {
    if (a.burst || !a.conditions.empty() || !a.trigger.empty() || a.global || a.has_cost) continue;
    for (const auto& s : a.body) {
      if (s.kind != Stmt::Kind::Keywords && s.kind != Stmt::Kind::Grant) continue;
      if (s.kind == Stmt::Kind::Grant && (!s.sel || s.sel->kind != Selector::Kind::This)) continue;
      for (const auto& w : s.words)
        if (vocab::normalize(w) == "can't be targeted") untargetable = true;
    }
  }
  if (!untargetable) return;
  for (const auto& a : card.abilities)
    for (const auto& s : a.body)
      for (const auto* sel : {s.sel.get(), s.other.get()}) {
        if (!sel || sel->kind != Selector::Kind::Target) continue;
        if (const Filter* f = filter_of(*sel, Filter::Kind::OfThisCard))
          d.error(f->pos, "the dice of this card can't be targeted, so this target never has a legal choice",
                  "\"can't\" beats \"can\": choose them without targeting, e.g. `each character of this card`");
      }
}

}  // namespace dm::dsl::rules
