/// El dibujo esperado de los diagramas `LR` de `DiagramSidewaysTests`, sin color, a 80 y 60
/// columnas, en Unicode y en ASCII. Se revisaron a mano en una terminal antes de fijarlos aquí.
///
/// El mapa de la lección 1 sale de `Content/01-shared/leccion.md`: si la lección cambia su
/// mapa, estos dibujos se vuelven a generar y a mirar.
enum DiagramSidewaysGoldens {
  static let lessonMapUnicode80 = """
                                                    ┌───────────┐
                                                    │  Campos   │
                                              ┌────▶│  locales  │
                                              │     │ de Perfil │
                                ┌───────────┐ │     └───────────┘
                entrega el  ┌──▶│ Estado de ├─┤
    ┌────────┐  valor       │   │  Perfil   │ │     ┌────────────┐   ┌─────────────┐
    │ Estado ├─ proyectado ─┤   └───────────┘ └────▶│  Caja con  ├──▶│ Instantánea │
    │ de App │              │                   ┌──▶│ el Usuario │   │   para el   │
    └────────┘              │   ┌───────────┐   │   └────────────┘   │  TestStore  │
                            └──▶│ Estado de ├───┤                    └─────────────┘
                                │  Ajustes  │   │   ┌────────────┐
                                └───────────┘   │   │   Campos   │
                                                └──▶│ locales de │
                                                    │  Ajustes   │
                                                    └────────────┘
    """

  static let lessonMapASCII80 = """
                                                    +-----------+
                                                    |  Campos   |
                                              .---->|  locales  |
                                              |     | de Perfil |
                                +-----------+ |     +-----------+
                entrega el  .-->| Estado de |-+
    +--------+  valor       |   |  Perfil   | |     +------------+   +-------------+
    | Estado |- proyectado -+   +-----------+ '---->|  Caja con  |-->| Instantánea |
    | de App |              |                   .-->| el Usuario |   |   para el   |
    +--------+              |   +-----------+   |   +------------+   |  TestStore  |
                            '-->| Estado de |---+                    +-------------+
                                |  Ajustes  |   |   +------------+
                                +-----------+   |   |   Campos   |
                                                '-->| locales de |
                                                    |  Ajustes   |
                                                    +------------+
    """

  static let lessonMapUnicode60 = """
    No cabe de izquierda a derecha; va de arriba abajo.
                          ┌───────────────┐
                          │ Estado de App │
                          └───────┬───────┘
                                  │ entrega el valor proyectado
                      ┌───────────┴──────────┐
                      ▼                      ▼
             ┌──────────────────┐  ┌───────────────────┐
             │ Estado de Perfil │  │ Estado de Ajustes │
             └────────┬─────────┘  └─────────┬─────────┘
               ┌──────┴─────────┐ ┌──────────┴─────┐
               ▼                ▼ ▼                ▼
       ┌────────────────┐  ┌────────────┐  ┌────────────────┐
       │ Campos locales │  │  Caja con  │  │ Campos locales │
       │   de Perfil    │  │ el Usuario │  │   de Ajustes   │
       └────────────────┘  └─────┬──────┘  └────────────────┘
                                 ▼
                  ┌───────────────────────────────┐
                  │ Instantánea para el TestStore │
                  └───────────────────────────────┘
    """

  static let lessonMapASCII60 = """
    No cabe de izquierda a derecha; va de arriba abajo.
                          +---------------+
                          | Estado de App |
                          +-------+-------+
                                  | entrega el valor proyectado
                      .-----------+----------.
                      v                      v
             +------------------+  +-------------------+
             | Estado de Perfil |  | Estado de Ajustes |
             +--------+---------+  +---------+---------+
               .------+---------. .----------+-----.
               v                v v                v
       +----------------+  +------------+  +----------------+
       | Campos locales |  |  Caja con  |  | Campos locales |
       |   de Perfil    |  | el Usuario |  |   de Ajustes   |
       +----------------+  +-----+------+  +----------------+
                                 v
                  +-------------------------------+
                  | Instantánea para el TestStore |
                  +-------------------------------+
    """

  static let branchUnicode80 = """
                                                ┌───────┐   ┌─────┐
                                        ┌─ sí ─▶│ Vista ├──▶│ Fin │
    ┌────────┐   ┌────────────────────┐ │       └───────┘   └─────┘
    │ Acción ├──▶│ ¿Cambia el estado? ├─┤
    └────────┘   └────────────────────┘ │       ┌──────┐
                                        └─ no ─▶│ Nada │
                                                └──────┘
    """

  static let branchASCII80 = """
                                                +-------+   +-----+
                                        .- sí ->| Vista |-->| Fin |
    +--------+   +--------------------+ |       +-------+   +-----+
    | Acción |-->| ¿Cambia el estado? |-+
    +--------+   +--------------------+ |       +------+
                                        '- no ->| Nada |
                                                +------+
    """

  static let branchUnicode60 = """
                                        ┌───────┐   ┌─────┐
                                ┌─ sí ─▶│ Vista ├──▶│ Fin │
    ┌────────┐   ┌────────────┐ │       └───────┘   └─────┘
    │ Acción ├──▶│ ¿Cambia el ├─┤
    └────────┘   │  estado?   │ │       ┌──────┐
                 └────────────┘ └─ no ─▶│ Nada │
                                        └──────┘
    """

  static let branchASCII60 = """
                                        +-------+   +-----+
                                .- sí ->| Vista |-->| Fin |
    +--------+   +------------+ |       +-------+   +-----+
    | Acción |-->| ¿Cambia el |-+
    +--------+   |  estado?   | |       +------+
                 +------------+ '- no ->| Nada |
                                        +------+
    """
}
