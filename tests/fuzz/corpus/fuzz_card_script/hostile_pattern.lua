local s = ("a"):rep(40)
local m = s:find(("a*"):rep(20) .. "b")
return { set = "f", number = 4, title = "Pattern", type = "action", cost = 1, max = 3 }
