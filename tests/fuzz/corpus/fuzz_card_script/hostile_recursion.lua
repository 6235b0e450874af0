local function f(n) return f(n + 1) + 1 end
return { set = "f", number = f(1), title = "Deep", type = "action", cost = 1, max = 3 }
