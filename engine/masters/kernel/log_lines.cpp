// The log lines of Dice Masters' events (events.hpp): the one place the shape of a line is
// written. Lines are JSON objects whose keys come out sorted (nlohmann::json keeps them so),
// and text from card scripts may hold bytes that are not UTF-8: those are written as U+FFFD,
// never thrown on.
#include <nlohmann/json.hpp>

#include "engine/masters/kernel/events.hpp"
#include "engine/masters/kernel/rules.hpp"

namespace dm {

namespace {

json id_or_null(int id) { return id == kNone ? json(nullptr) : json(id); }

json id_list(std::span<const int> ids) {
  json out = json::array();
  for (int i : ids) out.push_back(i);
  return out;
}

// Each die with the face it shows now.
json faces(const GameState& s, std::span<const DieId> dice) {
  json out = json::array();
  for (DieId d : dice) out.push_back(json{{"die", d}, {"face", s.face(d).describe()}});
  return out;
}

json card_ids(const GameState& s, const std::vector<int>& defs) {
  json out = json::array();
  for (int d : defs) out.push_back(s.library->at(d).id);
  return out;
}

json pile(const GameState& s, int i) {
  const DraftPile& p = s.draft.piles[static_cast<std::size_t>(i)];
  return json{{"pile", i}, {"holder", id_or_null(p.holder)}, {"secret", p.secret}, {"cards", card_ids(s, p.cards)}};
}

const char* window_name(SkippedWindow w) {
  switch (w) {
    case SkippedWindow::AfterBlockers: return "after_blockers";
    case SkippedWindow::DamageReaction: return "damage_reaction";
    case SkippedWindow::AfterAction: return "after_action";
  }
  return "?";
}

const char* cause_name(RollCause c) {
  switch (c) {
    case RollCause::Step: return "";
    case RollCause::Regenerate: return "regenerate";
    case RollCause::Effect: return "effect";
    case RollCause::Rule: return "rule";
  }
  return "?";
}

json cancel(const GameState& s, const LogEvent& e) {
  json j{{"type", "cancel"}, {"player", e.player}};
  switch (e.ask) {
    case Ask::PayBuy: j["for"] = "buy", j["card"] = s.def(e.index).id; break;
    case Ask::PayField: j["for"] = "field", j["die"] = e.index; break;
    case Ask::PayAbility: j["for"] = "ability", j["card"] = s.def(e.index).id; break;
    case Ask::PayProtection: j["for"] = "protection", j["die"] = e.index; break;
    default: j["for"] = "payment"; break;
  }
  return j;
}

json damage(const LogEvent& e) {
  json hits = json::array();
  for (const LogHit& h : e.hits) {
    hits.push_back(json{{"target", id_or_null(h.target)},
                        {"player", h.player},
                        {"amount", h.amount},
                        {"source", id_or_null(h.source)},
                        {"combat", h.combat}});
    if (h.target == kNone) hits.back()["life"] = h.life;
  }
  return json{{"type", "damage"}, {"hits", hits}};
}

json draft_start(const GameState& s) {
  json piles = json::array();
  for (int i = 0; i < static_cast<int>(s.draft.piles.size()); ++i) piles.push_back(pile(s, i));
  return json{{"type", "draft_start"}, {"seats", s.draft.seats}, {"piles", piles}, {"basic_actions", card_ids(s, s.draft.basic_actions)}};
}

json draft_over(const GameState& s) {
  json seats = json::array();
  for (int p = 0; p < s.draft.seats; ++p) {
    const DraftSeat& d = s.draft.drafters[static_cast<std::size_t>(p)];
    json team = json::array();
    for (const DraftCard& c : d.team) team.push_back(json{{"card", s.library->at(c.def).id}, {"dice", c.dice}});
    seats.push_back(json{{"seat", p}, {"drafted", card_ids(s, d.drafted)}, {"team", team},
                         {"basic_actions", card_ids(s, d.basic_actions)}});
  }
  // The dice the game now has, as game_start lists them for a game without a draft.
  json dice = json::array();
  for (const auto& d : s.dice) dice.push_back(json{{"id", d.id}, {"card", s.def(d.card).id}, {"owner", id_or_null(d.owner)}});
  return json{{"type", "draft_over"}, {"seats", seats}, {"basic_actions", card_ids(s, s.draft.basic_actions)}, {"dice", dice}};
}

json line_of(const Game& g, const LogEvent& e) {
  const GameState& s = g.state();
  switch (e.kind) {
    case LogEventKind::Turn: return json{{"type", "turn"}, {"turn", s.turn}, {"active", s.active}, {"side", s.active_side}};
    case LogEventKind::Draw: return json{{"type", "draw"}, {"player", e.player}, {"dice", id_list(e.dice)}};
    case LogEventKind::Shortfall: return json{{"type", "shortfall"}, {"player", e.player}, {"missing", e.amount}};
    case LogEventKind::Refill: return json{{"type", "refill"}, {"player", e.player}, {"dice", id_list(e.dice)}};
    case LogEventKind::Roll:
    case LogEventKind::Reroll: {
      json j{{"type", e.kind == LogEventKind::Roll ? "roll" : "reroll"}, {"player", e.player}, {"dice", faces(s, e.dice)}};
      if (e.by != RollCause::Step) j["by"] = cause_name(e.by);
      return j;
    }
    case LogEventKind::Buy: return json{{"type", "buy"}, {"player", e.player}, {"card", s.def(e.card).id}, {"die", e.die}};
    case LogEventKind::Field:
      return json{{"type", "field"}, {"player", e.player}, {"die", e.die}, {"face", s.face(e.die).describe()}};
    case LogEventKind::Action:
      return json{{"type", "action"}, {"player", e.player}, {"die", e.die}, {"card", s.def_of(e.die).id}, {"bursts", e.amount}};
    case LogEventKind::WindowSkipped:
      return json{{"type", "window_skipped"}, {"window", window_name(e.window)}, {"player", e.player}};
    case LogEventKind::Use:
      return json{{"type", "use"}, {"player", e.player}, {"option", g.option_key(e.index)}, {"label", g.option_label(e.index)}};
    case LogEventKind::Cancel: return cancel(s, e);
    case LogEventKind::Pay:
      return json{{"type", "pay"}, {"player", e.player}, {"cost", s.pay_cost.describe()}, {"dice", s.last_paid}};
    case LogEventKind::Attack: return json{{"type", "attack"}, {"player", e.player}, {"dice", id_list(e.dice)}};
    case LogEventKind::Block: {
      json pairs = json::array();
      for (DieId b : e.dice) pairs.push_back(json{{"blocker", b}, {"attacker", s.dice[static_cast<std::size_t>(b)].blocking}});
      return json{{"type", "block"}, {"player", e.player}, {"blocks", pairs}};
    }
    case LogEventKind::Prevent:
      return json{{"type", "prevent"}, {"target", id_or_null(e.die)}, {"player", e.player}, {"amount", e.amount}};
    case LogEventKind::Damage: return damage(e);
    case LogEventKind::Life: return json{{"type", "life"}, {"player", e.player}, {"change", e.amount}, {"life", e.total}};
    case LogEventKind::Ko: return json{{"type", "ko"}, {"die", e.die}, {"player", e.player}};
    case LogEventKind::Sacrifice: return json{{"type", "sacrifice"}, {"die", e.die}, {"player", e.player}};
    case LogEventKind::Level:
      return json{{"type", "level"}, {"player", e.player}, {"die", e.die}, {"level", s.face(e.die).level},
                  {"face", s.face(e.die).describe()}};
    case LogEventKind::Ability: {
      const AbilityDef& ab = s.def(e.card).abilities[static_cast<std::size_t>(e.index)];
      return json{{"type", "ability"}, {"player", e.player}, {"card", s.def(e.card).id}, {"die", e.die},
                  {"trigger", to_string(ab.when)}, {"targets", id_list(e.dice)}, {"times", e.amount}, {"text", ab.text}};
    }
    case LogEventKind::Fizzle:
      return json{{"type", "fizzle"}, {"player", e.player}, {"card", s.def(e.card).id}, {"die", e.die}, {"reason", "no_target"}};
    case LogEventKind::Protect: return json{{"type", "protect"}, {"player", e.player}, {"die", e.die}};
    case LogEventKind::Script: return json{{"type", "script"}, {"text", e.text}};
    case LogEventKind::ScriptLimit: return json{{"type", "script_limit"}, {"card", e.name}, {"message", e.text}};
    case LogEventKind::ScriptError:
      return json{{"type", "script_error"}, {"card", e.name}, {"file", e.file}, {"ability", e.index + 1}, {"message", e.text}};
    case LogEventKind::DraftStart: return draft_start(s);
    case LogEventKind::DraftPile: {
      json j = pile(s, e.index);
      j["type"] = "draft_pile";
      return j;
    }
    case LogEventKind::DraftPass: {
      const DraftPile& p = s.draft.piles[static_cast<std::size_t>(e.index)];
      return json{{"type", "draft_pass"}, {"pile", e.index}, {"from", id_or_null(e.player)}, {"to", id_or_null(e.to)},
                  {"cards", p.cards.size()}};
    }
    case LogEventKind::DraftChoice:
      return json{{"type", "choice"}, {"player", e.player}, {"decision", "draft"}, {"key", e.name}, {"label", e.text}};
    case LogEventKind::DraftOver: return draft_over(s);
    case LogEventKind::Choice:
    case LogEventKind::State: break;  // whole lines of their own (event_line)
  }
  return json::object();
}

}  // namespace

std::string event_line(const Game& g, const LogEvent& e) {
  // The choice and the board are lines every game of the engine writes alike.
  if (e.kind == LogEventKind::Choice) return choice_line(g, e.index);
  if (e.kind == LogEventKind::State) return g.state_line();
  // A card effect's draw has always been written with its fields in this order.
  if (e.kind == LogEventKind::Draw && e.by == RollCause::Effect)
    return "{\"type\":\"draw\",\"player\":" + std::to_string(e.player) + ",\"dice\":[" +
           (e.dice.empty() ? std::string() : std::to_string(e.dice.front())) + "],\"by\":\"effect\"}";
  return line_of(g, e).dump(-1, ' ', false, json::error_handler_t::replace);
}

void write_event(const Game& g, const LogEvent& e) { g.log_line(event_line(g, e)); }

}  // namespace dm
