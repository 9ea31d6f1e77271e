/// Textos de ayuda de `leccion`, en castellano.
enum HelpText {
  static let general = """
    leccion — tutor de estado compartido (estilo Composable Architecture) en la terminal

    USO
      leccion [orden] [opciones]

    OPCIONES
      -h, --help       Muestra esta ayuda.
      -V, --version    Muestra la versión.

    CÓDIGOS DE SALIDA
      0  todo fue bien
      1  la orden se ejecutó, pero algo no pasó (una comprobación, una entrega)
      2  la orden está mal escrita (orden u opción desconocida, argumento que falta)
    """
}
