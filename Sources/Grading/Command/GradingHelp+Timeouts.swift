import Support

extension GradingHelp {
  /// La regla de los tiempos agotados (`TimeLimit`, `TimeoutEvidence`), tal como la lee el
  /// profesor.
  static let timeoutRule = CommandHelp.Section(
    "TIEMPOS AGOTADOS",
    [
      .lines([
        "Un programa se para al agotar su tiempo, L (--tiempo): por el reloj, por la",
        "CPU (el núcleo lo para al gastar L de CPU) o, si leccion llegó tarde a",
        "pararlo, por la alarma de su arnés. Cuál salta antes depende de la carga de",
        "la máquina, así que no cambia el veredicto: la prueba en marcha dice «tiempo",
        "agotado» y las de después «no llegó a ejecutarse». Lo medido decide solo si",
        "el resultado se guarda. Al vencer el plazo, leccion lee del núcleo, para",
        "todos los hilos del programa, la CPU usada y la espera por una CPU libre; el",
        "tiempo propio es el de reloj desde que arrancó (antes se prepara la caja de",
        "arena) menos esa espera, y lo que no es CPU ni espera, tiempo parado. Decide",
        "la primera de estas filas que se cumple:",
      ]),
      .table(
        [
          .init("1.", "gastó L de CPU: estaba en la CPU, y ese tiempo fue suyo; se guarda."),
          .init(
            "2.", "sin medida (sin /proc, o lo paró la alarma del arnés): dudoso; no se guarda."),
          .init(
            "3.",
            [
              "de él solo queda la caja de arena (aún no arrancó o ya terminó): se espera a",
              "que acabe, hasta el triple de L; si no, es dudoso y no se guarda.",
            ]),
          .init(
            "4.",
            [
              "su tiempo propio no llega a 4/5 de L: esperó CPU. Se le devuelve lo",
              "esperado, hasta el triple de L; si aun así no llega, es dudoso: no se",
              "guarda y se repite en la próxima corrección.",
            ]),
          .init("5.", "usó la CPU al menos la mitad de su tiempo propio: da vueltas; se guarda."),
          .init("6.", "el resto: estuvo parado (un abrazo mortal, un sleep); se guarda."),
        ], labelWidth: nil),
    ])
}
