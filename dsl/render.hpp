#pragma once
// How the engine reads a card, shown back to people: canonical card text in English (what
// `cardc render` prints and what the Lua `text` fields say) and an SVG card face.
#include <string>
#include <vector>

#include "dsl/ast.hpp"

namespace dm::dsl {

// One face as the card API writes it: "bolt bolt", "2", "?", "1/3/3*", "action**".
std::string face_text(const Face& f);

// "target opposing level 1 character", "each of your Sidekick characters", ...
std::string describe_selector(const Selector& s);

// One ability as card text, the card's title in place of `this`:
// "When Beast blocks, Beast gets +1A and +1D until end of turn."
std::string render_ability(const Card& card, const Ability& a);

// The whole text box: every ability, bursts after the ability they modify.
std::string render_card_text(const Card& card);

// Everything a designer wants to see of the compiled card: header lines and text box.
std::string render_card(const Card& card);

// The `text` a whole-Lua ability table gives itself, when it is one plain string ("" if not).
std::string lua_table_text(const std::string& table);

// A card face as a standalone SVG document.
std::string render_svg(const Card& card);

// Every card of a set on one sheet, four to a row, each drawn as by render_svg.
std::string render_sheet(const std::vector<const Card*>& cards);

}  // namespace dm::dsl
