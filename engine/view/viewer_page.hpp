#pragma once
// The parts of the viewer page that don't depend on the game: its style, its body, the
// symbols the dice and buttons are drawn with, and its scripts. Each is kept in its own source
// file so the page's code reads as CSS, HTML and JavaScript, not as C++.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>
#include <vector>

namespace dm::view {

// The lines of a told event that say something (narrate starts headings with a blank line):
// what each game's viewer keeps as a step's account (viewer.cpp).
std::vector<std::string> told_lines(const std::string& told);

// The page every game's viewer writes: the frame (style, controls, panes, symbols, the frame's
// script) around one game's data (JSON text, markup already escaped) and the script that
// draws its table (with any style of its own). `note`, when there is one, is shown above the
// table (markup already escaped): what the page leaves out of the game.
std::string viewer_page_html(const std::string& title, const std::string& data, const std::string& table_script,
                             const std::string& table_style = "", const std::string& note = "");

// Adds the text ids `lines` to a step's `into`, keeping at most limits::kViewerLinesPerStep:
// past it the first and the last halves, with a line telling how many are left out between
// (its id from `text_id`, given the line's escaped text). Returns how many were left out.
std::size_t gather_lines(std::vector<int>& into, const std::vector<int>& lines,
                         const std::function<int(const std::string&)>& text_id);
// The note a page of a game too long for it carries: how many of its steps it keeps, and how.
std::string long_game_note(const std::string& kept, std::uint64_t lines_left_out);

// A script for a page's head that marks any error of the page on it (data-page-error on the
// document element), for headless checks; the play page of dice serve carries it too.
extern const char* const kPageErrorMark;     // viewer_page.cpp
extern const char* const kViewerStyle;       // viewer_style.cpp
extern const char* const kViewerBody;        // viewer_body.cpp: the controls and the empty panes
extern const char* const kViewerSymbols;     // viewer_body.cpp: energy symbols and button icons (SVG)
extern const char* const kViewerFrameScript; // viewer_frame_script.cpp: the controls, shared by every game

}  // namespace dm::view
