#pragma once
// The page `dice serve` serves at /: choose a game, a format, its options and who sits where,
// then play it. The table is the game's own viewer page (the drawing `dice play --html` makes,
// by the game's table script) in a frame; the page around it holds the options as buttons (and
// the table's dice, where an option names them), undo, the narration, the result and the
// downloads. One self-contained document: no outside script, style or font.
#include <string>

namespace dm::serve {

const std::string& play_page_html();

extern const char* const kPlayStyle;   // play_page_style.cpp
extern const char* const kPlayBody;    // play_page.cpp
extern const char* const kPlayScript;  // play_page_script.cpp

}  // namespace dm::serve
