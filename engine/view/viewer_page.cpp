// The page around every game's viewer data: one self-contained HTML document, no outside
// scripts or fonts.
#include "engine/view/viewer_page.hpp"

#include "dm/limits.hpp"

namespace dm::view {

// Errors on the page, and what it tells the console as errors, are marked on it, so a headless
// check can see them.
const char* const kPageErrorMark =
    "<script>(function(){function mark(m){document.documentElement.setAttribute('data-page-error',String(m))}"
    "window.addEventListener('error',function(e){mark(e.message)});"
    "window.addEventListener('unhandledrejection',function(e){mark(e.reason)});"
    "var said=console.error;console.error=function(){mark(Array.prototype.join.call(arguments,' '));"
    "return said.apply(console,arguments)}})();</script>";

std::string viewer_page_html(const std::string& title, const std::string& data, const std::string& table_script,
                             const std::string& table_style, const std::string& note) {
  // Escaped text has no '<' left; this keeps any other from closing the script element.
  std::string safe;
  safe.reserve(data.size());
  for (char c : data) {
    if (c == '<') safe += "\\u003c";
    else safe += c;
  }
  std::string h;
  h.reserve(safe.size() + 40000);
  h += "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>";
  h += title;
  h += "</title><style>";
  h += kViewerStyle;
  h += table_style;
  h += "</style>";
  h += kPageErrorMark;
  h += "</head><body>";
  // Above the control bar: the first thing a person reads on the page.
  if (!note.empty()) h += "<p id=\"page-note\" role=\"note\">" + note + "</p>";
  h += kViewerBody;
  h += kViewerSymbols;
  h += "<script id=\"game-data\" type=\"application/json\">";
  h += safe;
  h += "</script><script>";
  h += kViewerFrameScript;
  h += table_script;
  h += "</script></body></html>\n";
  return h;
}

std::size_t gather_lines(std::vector<int>& into, const std::vector<int>& lines,
                         const std::function<int(const std::string&)>& text_id) {
  const std::size_t cap = limits::kViewerLinesPerStep;
  if (into.size() + lines.size() <= cap) {
    into.insert(into.end(), lines.begin(), lines.end());
    return 0;
  }
  std::vector<int> all = into;
  all.insert(all.end(), lines.begin(), lines.end());
  const std::size_t half = cap / 2;
  const std::size_t dropped = all.size() - 2 * half;
  into.assign(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(half));
  into.push_back(text_id("&#8230; " + std::to_string(dropped) + " lines not kept on this page &#8230;"));
  into.insert(into.end(), all.end() - static_cast<std::ptrdiff_t>(half), all.end());
  return dropped;
}

std::string long_game_note(const std::string& kept, std::uint64_t lines_left_out) {
  return "This game was too long to keep every step: the page shows " + kept +
         (lines_left_out ? ", and leaves out " + std::to_string(lines_left_out) + " of the lines told" : std::string(", with every line told")) +
         ". The whole game is in its log and its replay.";
}

}  // namespace dm::view
