var x = 0  // TODO
