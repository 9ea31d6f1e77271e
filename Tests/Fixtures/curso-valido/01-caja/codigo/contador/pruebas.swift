func pruebaContador() throws { expect(caja == 1, "caja debe valer 1") }
