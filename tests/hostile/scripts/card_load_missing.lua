-- load is not in the sandbox.
-- expect: refused "load"
load("return 1")()
return {}
