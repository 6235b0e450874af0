#pragma once
// The parts of the viewer page that don't depend on the game: its style, its body, the
// symbols the dice and buttons are drawn with, and its scripts. Each is kept in its own source
// file so the page's code reads as CSS, HTML and JavaScript, not as C++.
namespace dm::cli {

extern const char* const kViewerStyle;       // viewer_style.cpp
extern const char* const kViewerBody;        // viewer_body.cpp: the controls and the empty panes
extern const char* const kViewerSymbols;     // viewer_body.cpp: energy symbols and button icons (SVG)
extern const char* const kViewerDiceScript;  // viewer_dice_script.cpp: a die on its face, as HTML
extern const char* const kViewerScript;      // viewer_script.cpp: the steps, the panes, the controls

}  // namespace dm::cli
