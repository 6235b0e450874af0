// The card language's renderer: English card text (render_ability, describe_selector) and what
// `cardc render` prints (render_card). Golden files are in test_card_golden.cpp, the SVG card face
// in test_card_svg.cpp, the formatter in test_card_fmt.cpp.
#include <catch2/catch.hpp>

#include "dsl/render.hpp"
#include "tests/cardlang_support.hpp"

namespace dsl = dm::dsl;
using namespace dm::test::cardlang;

namespace {

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

}  // namespace

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

TEST_CASE("render_ability: stats as amounts, trading damage, fielding for each player, the damage an effect dealt", "[cardlang]") {
  CHECK(action_says("target character of yours and target opposing character deal damage equal to their attack to each other.") ==
        "Target character of yours and target opposing character deal damage equal to their attack to each other.");
  CHECK(action_says("deal damage equal to the attack of target character of yours to target opposing character.") ==
        "Deal damage equal to the attack of target character of yours to target opposing character.");
  CHECK(character_says("when this attacks: this gets +1A for each other attacking character of yours.") ==
        "When Beast attacks, Beast gets +1A for each other attacking character of yours until end of turn.");
  CHECK(character_says("global, pay 1 fist: each player fields a sidekick die in their used pile.") ==
        "Global: Pay 1 fist: each player fields a Sidekick die in their Used Pile, if able.");
  CHECK(action_says("deal 1 damage to target opponent; if that dealt 2 or more damage, move this to your prep area.") ==
        "Deal 1 damage to target opponent; if that dealt 2 or more damage, move Blast to your Prep Area.");
  CHECK(character_says("when this is fielded: if you have less life than your opponent, gain 2 life.") ==
        "When Beast is fielded, if you have less life than your opponent, you gain 2 life.");
}

TEST_CASE("render_ability: Lua shows the printed text written beside it, a placeholder without it", "[cardlang]") {
  CHECK(character_says("when this blocks: lua [[ g.gain_life(self.player, 2) ]] text \"When Beast blocks, gain 2 life.\".") ==
        "When Beast blocks, gain 2 life.");
  CHECK(character_says("ability [[ { on = \"fielded\", effect = function(g, self) end } ]] text \"Nothing happens.\".") ==
        "Nothing happens.");
  CHECK(character_says("when this blocks: lua [[ g.gain_life(self.player, 2) ]].") == "When Beast blocks, [Lua].");
  // The text is what the engine's card script says of the ability, and of the card.
  dsl::Compilation c = dsl::compile(std::string(kCharacterHead) +
                                        "when this blocks: lua [[ g.gain_life(self.player, 2) ]] text \"When Beast blocks, gain 2 life.\".\n",
                                    "test.card");
  REQUIRE(c.ok());
  REQUIRE(c.cards.size() == 1);
  CHECK(c.cards[0].lua.find("text = \"When Beast blocks, gain 2 life.\"") != std::string::npos);
  CHECK(c.cards[0].lua.find("[Lua]") == std::string::npos);
}

TEST_CASE("keywords a set defines: listed by a card of the set, shown with their reminder text", "[cardlang]") {
  const std::string file =
      "set sky \"Skyreach\"\n"
      "keyword \"Tailwind\"\n"
      "  text \"When this character attacks, it gets +1A.\"\n"
      "  when this attacks: this gets +1A.\n"
      "card 1 \"Gale\" \"Rider\"\n  character\n  cost 3 bolt\n  max 4\n"
      "  faces bolt | bolt bolt | bolt bolt | 1/1/2 | 1/2/3 | 2/3/3\n"
      "  overcrush, tailwind.\n";
  dsl::Compilation c = dsl::compile(file, "test.card");
  INFO(diagnostics(c));
  REQUIRE(c.ok());
  REQUIRE(c.cards.size() == 1);  // the keyword is no card
  const dsl::Card& card = c.file.cards[1];
  // The reminder's own full stop ends the sentence; the list is read as what each keyword is.
  CHECK(dsl::render_card_text(card) == "Overcrush, Tailwind (When this character attacks, it gets +1A.)");
  CHECK(dsl::render_card(card).find("  Overcrush, Tailwind (When this character attacks, it gets +1A.)  [static; triggered: attack_assigned]\n") !=
        std::string::npos);
  // A misspelt keyword of the set is offered the set's own.
  dsl::Compilation typo = dsl::compile(file.substr(0, file.size() - std::string("  overcrush, tailwind.\n").size()) + "  tailwnd.\n",
                                       "test.card");
  CHECK(diagnostics(typo).find("unknown keyword `tailwnd`") != std::string::npos);
  REQUIRE_FALSE(typo.diags.all().empty());
  CHECK(typo.diags.all().front().hint == "did you mean `Tailwind`?");
  // The card's script has the keyword's ability as its own, and keeps Overcrush a tag.
  CHECK(c.cards[0].lua.find("on = \"attack_assigned\"") != std::string::npos);
  CHECK(c.cards[0].lua.find("g.bonus(self.die, 1, 0)") != std::string::npos);
  CHECK(c.cards[0].lua.find("keywords = { \"overcrush\" }") != std::string::npos);

  // Another set does not know it; a die can't gain it.
  dsl::Compilation other = dsl::compile(file + "set t \"Test\"\ncard 1 \"Hero\" \"One\"\n  character\n  cost 2 bolt\n  max 4\n"
                                               "  faces bolt | bolt bolt | bolt bolt | 0/1/1 | 1/2/2 | 1/3/3\n  tailwind.\n",
                                        "test.card");
  CHECK_FALSE(other.ok());
  CHECK(diagnostics(other).find("unknown keyword `tailwind`") != std::string::npos);
  dsl::Compilation gained = dsl::compile(file + "card 2 \"Hero\" \"One\"\n  character\n  cost 2 bolt\n  max 4\n"
                                                "  faces bolt | bolt bolt | bolt bolt | 0/1/1 | 1/2/2 | 1/3/3\n"
                                                "  when this attacks: this gains tailwind.\n",
                                         "test.card");
  CHECK(diagnostics(gained).find("`tailwind` is a keyword its set defines") != std::string::npos);
}
