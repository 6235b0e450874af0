#pragma once
// The parts of the viewer page that don't depend on the game: its style, its body, the
// symbols the dice and buttons are drawn with, and its scripts. Each is kept in its own source
// file so the page's code reads as CSS, HTML and JavaScript, not as C++.
#include <string>
#include <vector>

namespace dm::view {

// The lines of a told event that say something (narrate starts headings with a blank line):
// what each game's viewer keeps as a step's account (viewer.cpp).
std::vector<std::string> told_lines(const std::string& told);

// The page every game's viewer writes: the frame (style, controls, panes, symbols, the frame's
// script) around one game's data (JSON text, markup already escaped) and the script that
// draws its table (with any style of its own).
std::string viewer_page_html(const std::string& title, const std::string& data, const std::string& table_script,
                             const std::string& table_style = "");

extern const char* const kViewerStyle;       // viewer_style.cpp
extern const char* const kViewerBody;        // viewer_body.cpp: the controls and the empty panes
extern const char* const kViewerSymbols;     // viewer_body.cpp: energy symbols and button icons (SVG)
extern const char* const kViewerFrameScript; // viewer_frame_script.cpp: the controls, shared by every game

}  // namespace dm::view
