// expect_refused: a scenario that holds a format to refusing a team (or itself refusing to
// load, for options out of range), passing only when the refusal says what the file expects.
#include "engine/masters/scenario/runner.hpp"

#include "dm/content.hpp"
#include "dm/team.hpp"

namespace dm::scenario {

namespace {

std::string problems_text(const std::vector<TeamProblem>& problems) {
  std::vector<std::string> out;
  for (const auto& p : problems) out.push_back(p.message + (p.hint.empty() ? "" : " (" + p.hint + ")"));
  return join(out, "; ");
}

}  // namespace

void Runner::expect_refused(const json& r) {
  const std::string usage = "expect_refused = { format = \"constructed\", team = [[ ... ]], message = \"...\" }";
  if (!r.is_object()) bad("expect_refused takes a table: " + usage);
  for (auto& [k, v] : r.items())
    if (k != "format" && k != "options" && k != "team" && k != "teams" && k != "message")
      bad_at(k, "expect_refused: unknown field '" + k + "' (format, options, team, teams, message)");
  const json* f = get(r, "format");
  const json* m = get(r, "message");
  if (!f || !m) bad("expect_refused needs a format and the message expected: " + usage);
  const std::string name = str(*f, "expect_refused format");
  const std::string want = str(*m, "expect_refused message");
  if (get(r, "team") && get(r, "teams")) bad("expect_refused: give team or teams, not both");
  std::vector<std::string> texts;
  if (const json* t = get(r, "team")) texts.push_back(str(*t, "expect_refused team"));
  if (const json* t = get(r, "teams")) {
    if (!t->is_array()) bad("expect_refused teams is a list of team texts: teams = { [[ ... ]], [[ ... ]] }");
    for (const auto& x : *t) texts.push_back(str(x, "expect_refused teams"));
  }
  std::string refusal;
  try {
    Format format(format_file(name), library_, format_options(get(r, "options"), "expect_refused option"));
    std::vector<TeamProblem> problems;
    std::vector<TeamList> teams;
    for (std::size_t i = 0; i < texts.size(); ++i)
      teams.push_back(read_team(texts[i], sc_.file + " (team " + std::to_string(i + 1) + ")", lib_, problems));
    // A team that can't be read is refused before the format looks at it.
    if (problems.empty() && teams.size() == 1) problems = format.check_team(teams[0]);
    else if (problems.empty() && teams.size() > 1) problems = format.check_teams(teams);
    refusal = problems_text(problems);
  } catch (const std::exception& e) {  // FormatError: the script, or an option unknown or out of range
    refusal = e.what();
  }
  const std::string what = texts.empty() ? "the format " + quote(name) : texts.size() == 1 ? "the team" : "the teams";
  if (refusal.empty()) fail(what + " was accepted; expected a refusal saying " + quote(want));
  if (refusal.find(want) == std::string::npos) fail(what + " was refused, but not saying " + quote(want) + ": " + refusal);
}

}  // namespace dm::scenario
