#pragma once
// The parts of the viewer page that don't depend on the game: its style, its body, the
// symbols the dice and buttons are drawn with, and its scripts. Each is kept in its own source
// file so the page's code reads as CSS, HTML and JavaScript, not as C++.
namespace dm::cli {

extern const char* const kViewerStyle;       // viewer_style.cpp
extern const char* const kViewerBody;        // viewer_body.cpp: the controls and the empty panes
extern const char* const kViewerSymbols;     // viewer_body.cpp: energy symbols and button icons (SVG)
extern const char* const kViewerDiceScript;  // viewer_dice_script.cpp: a die on its face, as HTML
extern const char* const kViewerFrameScript; // viewer_frame_script.cpp: the controls, shared by every game
extern const char* const kViewerScript;      // viewer_script.cpp: Dice Masters' steps and table

}  // namespace dm::cli
