-- Using an action die: "apply the effect and then move the Action Die from your Reserve Pool
-- to Out of Play" (ASM rulebook, Main Step, "Playing Actions"); "aplica el efecto y luego
-- mueve el dado de acción de tu reserva a tu zona de usados" (AvX rulebook, "Jugar acciones").
-- Both editions: the die is still in the Reserve Pool while its effect happens, so an effect
-- that refills the bag from the Used Pile can't draw the die being used.

for _, edition in ipairs { "avx2014", "asm2015" } do
  local spent = edition == "asm2015" and "out_of_play" or "used"

  scenario("Gearing Up: the die used is not in the Used Pile while it draws (" .. edition .. ")") {
    edition = edition,
    players = { { life = 10, sidekicks = 1 }, { life = 10 } },
    basic_actions = { "Gearing Up" },
    setup = {
      { "Gearing Up 1", "reserve", "action", owner = 1 },
      { "P1 Sidekick 1", "used" },
    },
    turn = { player = 1, step = "main" },
    steps = {
      roll { { "P1 Sidekick 1", "fist" } },
      -- Draw two: the bag is empty, so the Used Pile (one Sidekick) refills it; the second die
      -- can't be drawn. Gearing Up itself is not there to be drawn.
      use "Gearing Up 1",
      expect {
        zone = { ["P1 Sidekick 1"] = "reserve", ["Gearing Up 1"] = spent },
        count = { P1 = { bag = 0 } },
        cannot = { use "Gearing Up 1" },
      },
      log_lacks { type = "refill", dice = { "Gearing Up 1" } },
    },
  }
end
