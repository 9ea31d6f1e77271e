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
        "pararlo, por la alarma de su arnés; o antes, si está parado para siempre",
        "(fila 4). Cuál salta antes depende de la carga de la máquina, así que no",
        "cambia el veredicto: la prueba en marcha dice «tiempo agotado» y las de",
        "después «no llegó a ejecutarse». Lo medido decide solo si el resultado se",
        "guarda. Mientras corre, leccion lee del núcleo, para todos los hilos del",
        "programa, la CPU usada, la espera por una CPU libre y si el núcleo lo retiene",
        "(el disco, un cerrojo del núcleo). El tiempo propio es el de reloj desde que",
        "arrancó (antes se prepara la caja de arena) menos esa espera y lo retenido. Está",
        "quieto si ningún hilo usa la CPU, la espera ni está retenido: todos duermen por",
        "su cuenta (un programa al que la carga le quita la CPU la espera: no está",
        "quieto). Decide la primera de estas filas que se cumple:",
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
              "lleva quieto L/4 seguido: está parado (un abrazo mortal, un sleep, una",
              "tubería que nadie escribe). Se para ya, sin esperar a L; se guarda.",
            ]),
          .init(
            "5.",
            [
              "su tiempo propio no llega a 4/5 de L: esperó CPU. Se le devuelve lo",
              "esperado, hasta el triple de L; si aun así no llega, es dudoso: no se",
              "guarda y se repite en la próxima corrección.",
            ]),
          .init("6.", "usó la CPU al menos la mitad de su tiempo propio: da vueltas; se guarda."),
          .init("7.", "el resto: estuvo parado (duerme a ratos); se guarda."),
        ], labelWidth: nil),
    ])
}
