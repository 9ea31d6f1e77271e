func pruebaAnotaEnOrden() {
  let caja = Shared(value: Usuario())
  anotar("alta", en: caja)
  anotar("pago", en: caja)
  expect(
    caja.wrappedValue.historial == ["alta", "pago"],
    "El historial debería ser [alta, pago]; es \(caja.wrappedValue.historial).")
}
