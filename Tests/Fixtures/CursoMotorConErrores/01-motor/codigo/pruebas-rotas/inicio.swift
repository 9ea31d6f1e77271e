// TODO: declara vaciar(_:), que deja la caja a cero.
