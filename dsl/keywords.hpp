#pragma once
// Keywords a set defines: `keyword "Tailwind"`, its reminder text and its abilities, written like
// a card's. A card of the set that lists the keyword (`tailwind.`) gets those abilities, read as
// its own (`this` is its die), and shows the keyword with its reminder text.
#include "dsl/ast.hpp"

namespace dm::dsl {

// Gives each card the keywords its set defines, and the abilities of those it lists.
void expand_keywords(File& file);

}  // namespace dm::dsl
