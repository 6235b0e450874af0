// The lines a reader of a Dice Miner log builds its picture from (docs/dice-miner.md, "The
// log"): every event the rules emit, the state after every answer (mountain, bag, troves,
// heroes, totals, round, phase, hash), and the fields the game_start and game_over lines carry.
#include <cstdio>

#include "engine/miner/events.hpp"
#include "engine/miner/log_line.hpp"

namespace dm::miner {

namespace {

std::string hex(std::uint64_t h) {
  char buf[20];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

std::string names_list(const std::vector<std::string>& names) {
  std::string out = "[";
  for (const auto& n : names) {
    if (out.size() > 1) out += ',';
    append_json_string(out, n);
  }
  return out + "]";
}

std::string players_list(const std::vector<PlayerId>& ps) {
  std::string out = "[";
  for (std::size_t i = 0; i < ps.size(); ++i) out += (i ? "," : "") + std::to_string(ps[i]);
  return out + "]";
}

const char* why_name(Why w) {
  switch (w) {
    case Why::Fill: return "fill";
    case Why::Share: return "share";
    case Why::Magic: return "magic";
    case Why::Recovery: return "recovery";
    case Why::Tiebreak: return "tiebreak";
  }
  return "?";
}

const char* by_name(FirstBy b) {
  switch (b) {
    case FirstBy::Roll: return "roll";
    case FirstBy::Seat: return "seat";
    case FirstBy::LowestTotal: return "lowest_total";
    case FirstBy::LowestTotalTieAtRandom: return "lowest_total_tie_at_random";
  }
  return "?";
}

}  // namespace

std::string event_line(const MinerMatch& m, const Event& e) {
  const Content& c = m.content();
  auto kind_of = [&](DieId d) -> const std::string& { return c.kinds[static_cast<std::size_t>(m.state().dice[static_cast<std::size_t>(d)].kind)].name; };
  switch (e.kind) {
    case EventKind::FirstRoll: {
      const DieKind& k = c.kinds[static_cast<std::size_t>(c.roles.first_kind)];
      return JsonLine("first_roll").num("player", e.player).str("kind", k.name).str("face", k.faces[static_cast<std::size_t>(e.face)].name)
          .num("rank", e.amount).num("round", e.round).done();
    }
    case EventKind::FirstPlayer: {
      JsonLine l("first_player");
      l.num("player", e.player).str("reason", by_name(e.by));
      if (e.by == FirstBy::LowestTotal || e.by == FirstBy::LowestTotalTieAtRandom) l.num("total", e.total);
      return l.done();
    }
    case EventKind::Hero: return JsonLine("hero").num("player", e.player).str("hero", c.heroes[static_cast<std::size_t>(e.hero)].name).done();
    case EventKind::RoundStart: return JsonLine("round_start").num("round", e.round).num("first", e.player).done();
    case EventKind::Phase: return JsonLine("phase").str("phase", to_string(e.phase)).num("round", e.round).done();
    case EventKind::Roll:
      return JsonLine("roll").num("die", e.die).str("kind", kind_of(e.die)).str("face", m.face_of(e.die).name).player("player", e.player)
          .str("why", why_name(e.why)).done();
    case EventKind::Fill:
      return JsonLine("fill").num("spot", e.spot + 1).num("die", e.die).str("kind", kind_of(e.die)).str("face", m.face_of(e.die).name).done();
    case EventKind::Take:
      return JsonLine("take").num("player", e.player).num("die", e.die).num("spot", e.spot + 1).str("kind", kind_of(e.die))
          .str("face", m.face_of(e.die).name).str("from", e.top ? "top" : "skirt").done();
    case EventKind::Slide: return JsonLine("slide").num("die", e.die).num("from", e.spot + 1).num("to", e.to_spot + 1).done();
    case EventKind::Share:
      return JsonLine("share").num("player", e.player).num("to", e.to).num("die", e.die).str("kind", kind_of(e.die))
          .str("face", m.face_of(e.die).name).done();
    case EventKind::Spend: {
      JsonLine l("spend");
      l.num("player", e.player);
      if (e.hero >= 0) {
        const Hero& h = c.heroes[static_cast<std::size_t>(e.hero)];
        l.str("hero", h.name).num("hero_face", e.face + 1).str("face", h.faces[static_cast<std::size_t>(e.face)].face.name);
      } else {
        l.num("die", e.die).str("kind", kind_of(e.die)).str("face", m.face_of(e.die).name);
      }
      return l.num("magic", e.amount).done();
    }
    case EventKind::RerollsLost: return JsonLine("rerolls_lost").num("player", e.player).num("count", e.amount).done();
    case EventKind::Score:
      return JsonLine("score").num("player", e.player).str("rule", e.text).num("points", e.amount).str("detail", e.detail).done();
    case EventKind::RoundScore: {
      JsonLine l("round_score");
      l.num("player", e.player).num("points", e.amount).num("total", e.total).num("round", e.round);
      if (e.tiebreak > 0) l.num("tiebreak", e.tiebreak);
      return l.done();
    }
    case EventKind::Keep:
      return JsonLine("keep").num("player", e.player).num("die", e.die).str("kind", kind_of(e.die)).str("face", m.face_of(e.die).name).done();
    case EventKind::Tiebreak: return JsonLine("tiebreak").num("number", e.round).raw("players", players_list(e.players)).done();
    case EventKind::Winner: return JsonLine("winner").num("player", e.player).num("total", e.total).done();
    case EventKind::Tie: return JsonLine("tie").raw("players", players_list(e.players)).num("tiebreaks", e.round).done();
    case EventKind::ScriptError: return JsonLine("script_error").str("file", e.text).num("line", e.line).str("message", e.detail).done();
  }
  return "{}";
}

std::string MinerMatch::state_line() const {
  auto die_json = [&](DieId d, std::string& out) {
    const Die& die = s_.dice[static_cast<std::size_t>(d)];
    out += "{\"die\":" + std::to_string(d) + ",\"kind\":";
    append_json_string(out, content_->kinds[static_cast<std::size_t>(die.kind)].name);
    out += ",\"face\":";
    append_json_string(out, face_of(d).name);
    if (die.spent) out += ",\"spent\":true";
    if (die.kept) out += ",\"kept\":true";
    out += '}';
  };
  std::string mountain = "[";
  for (std::size_t i = 0; i < s_.mountain.size(); ++i) {
    if (i) mountain += ',';
    if (s_.mountain[i] == kNone) mountain += "null";
    else die_json(s_.mountain[i], mountain);
  }
  mountain += ']';
  std::string players = "[";
  for (PlayerId p = 0; p < player_count(); ++p) {
    const Player& pl = s_.players[static_cast<std::size_t>(p)];
    if (p) players += ',';
    players += "{\"hero\":";
    if (pl.hero < 0) players += "null";
    else append_json_string(players, content_->heroes[static_cast<std::size_t>(pl.hero)].name);
    players += ",\"hero_spent\":[";
    if (pl.hero >= 0) {
      const std::size_t faces = content_->heroes[static_cast<std::size_t>(pl.hero)].faces.size();
      for (std::size_t f = 0; f < faces; ++f) players += std::string(f ? "," : "") + ((pl.hero_spent >> f) & 1 ? "true" : "false");
    }
    players += "],\"trove\":[";
    for (std::size_t i = 0; i < pl.trove.size(); ++i) {
      if (i) players += ',';
      die_json(pl.trove[i], players);
    }
    players += "],\"total\":" + std::to_string(pl.total) + ",\"round_score\":" + std::to_string(pl.round_score) + "}";
  }
  players += ']';
  JsonLine line("state");
  line.num("round", s_.round).str("phase", to_string(s_.phase)).num("first", s_.first).player("current", s_.over ? kNone : s_.current);
  if (s_.tiebreak > 0) line.num("tiebreak", s_.tiebreak);
  return line.raw("mountain", mountain).num("bag", static_cast<std::int64_t>(s_.bag.size())).raw("players", players)
      .str("hash", hex(hash())).done();
}

std::string MinerMatch::start_fields() const {
  std::string kinds = "[";
  for (std::size_t k = 0; k < content_->kinds.size(); ++k) {
    const DieKind& dk = content_->kinds[k];
    std::vector<std::string> faces;
    for (const Face& f : dk.faces) faces.push_back(f.name);
    if (k) kinds += ',';
    kinds += "{\"kind\":";
    append_json_string(kinds, dk.name);
    kinds += ",\"count\":" + std::to_string(dk.count) + ",\"faces\":" + names_list(faces) + "}";
  }
  kinds += ']';
  std::vector<std::string> heroes;
  for (const Hero& h : content_->heroes) heroes.push_back(h.name);
  std::string dice = "[";
  for (std::size_t d = 0; d < s_.dice.size(); ++d) {
    if (d) dice += ',';
    dice += "{\"id\":" + std::to_string(d) + ",\"kind\":";
    append_json_string(dice, content_->kinds[static_cast<std::size_t>(s_.dice[d].kind)].name);
    dice += '}';
  }
  dice += ']';
  std::string mountain = "[";
  for (std::size_t i = 0; i < content_->mountain.spots.size(); ++i) {
    const Spot& sp = content_->mountain.spots[i];
    if (i) mountain += ',';
    mountain += "{\"spot\":" + std::to_string(i + 1) + ",\"name\":";
    append_json_string(mountain, sp.name);
    mountain += ",\"rests_on\":[";
    for (std::size_t j = 0; j < sp.rests_on.size(); ++j) mountain += (j ? "," : "") + std::to_string(sp.rests_on[j] + 1);
    mountain += "]}";
  }
  mountain += ']';
  std::string out = "{\"game\":\"dice-miner\",\"players\":" + std::to_string(player_count()) + ",\"rounds\":" + std::to_string(content_->rounds) +
                    ",\"kinds\":" + kinds + ",\"heroes\":" + names_list(heroes) + ",\"mountain\":" + mountain + ",\"dice\":" + dice + "}";
  return out;
}

std::string MinerMatch::over_fields() const {
  const MatchResult r = result();
  std::string out = "{\"winner\":" + (r.winner == kNone ? std::string("null") : std::to_string(r.winner)) + ",\"reason\":";
  append_json_string(out, r.reason);
  out += ",\"places\":[";
  for (std::size_t i = 0; i < r.places.size(); ++i) out += (i ? "," : "") + std::to_string(r.places[i]);
  out += "],\"totals\":[";
  for (std::size_t i = 0; i < r.scores.size(); ++i) out += (i ? "," : "") + std::to_string(r.scores[i]);
  out += "],\"heroes\":[";
  for (PlayerId p = 0; p < player_count(); ++p) {
    const int h = s_.players[static_cast<std::size_t>(p)].hero;
    if (p) out += ',';
    if (h < 0) out += "null";
    else append_json_string(out, content_->heroes[static_cast<std::size_t>(h)].name);
  }
  out += "],\"tiebreaks\":" + std::to_string(s_.tiebreak) + ",\"bounded\":" + (r.bounded ? "true" : "false");
  if (!s_.message.empty()) {
    out += ",\"message\":";
    append_json_string(out, s_.message);
  }
  return out + "}";
}

}  // namespace dm::miner
