var x = 1
