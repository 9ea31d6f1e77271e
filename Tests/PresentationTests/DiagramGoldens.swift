/// El dibujo esperado de cada diagrama de las lecciones de origen a 80 columnas, sin color,
/// en Unicode y en ASCII. Se revisaron a mano en una terminal antes de fijarlos aquí.
enum DiagramGoldens {
  /// `DiagramSeedCharts.whenToShare` en Unicode.
  static let whenToShareUnicode = """
                    ┌────────────────────────┐
                    │ Dos features necesitan │
                    │     el mismo dato      │
                    └───────────┬────────────┘
                                ▼
                  ┌────────────────────────────┐
                  │ Hay ancestro comun cercano │
                  └─────────────┬──────────────┘
                  ┌─────────────┴──────────────┐
                  │ si                         │ no
                  ▼                            ▼
    ┌────────────────────────────┐  ┌─────────────────────┐
    │ Estado en el padre y scope │  │ Es dato o es evento │
    └────────────────────────────┘  └──────────┬──────────┘
                                ┌──────────────┴─────────────┐
                                │ evento                     │ dato
                                ▼                            ▼
                      ┌───────────────────┐  ┌────────────────────────────────┐
                      │  Accion delegate  │  │ Pertenece a un sistema externo │
                      │ hacia el ancestro │  └───────────────┬────────────────┘
                      └───────────────────┘                  │
                                          ┌──────────────────┴──────────┐
                                          │ si                          │ no
                                          ▼                             ▼
                          ┌───────────────────────────────┐  ┌─────────────────────┐
                          │ Dependencia con su propia API │  │   Tiene identidad   │
                          └───────────────────────────────┘  │ unica en el dominio │
                                                             └──────────┬──────────┘
                                             ┌──────────────────────────┤
                                             │ si                       │ no
                                             ▼                          ▼
                                  ┌──────────────────────┐  ┌──────────────────────┐
                                  │  Shared en la raiz   │  │ Modelar por separado │
                                  │ con un solo escritor │  │    sin compartir     │
                                  └──────────────────────┘  └──────────────────────┘
    """

  /// `DiagramSeedCharts.whenToShare` en ASCII.
  static let whenToShareASCII = """
                    +------------------------+
                    | Dos features necesitan |
                    |     el mismo dato      |
                    +-----------+------------+
                                v
                  +----------------------------+
                  | Hay ancestro comun cercano |
                  +-------------+--------------+
                  .-------------+--------------.
                  | si                         | no
                  v                            v
    +----------------------------+  +---------------------+
    | Estado en el padre y scope |  | Es dato o es evento |
    +----------------------------+  +----------+----------+
                                .--------------+-------------.
                                | evento                     | dato
                                v                            v
                      +-------------------+  +--------------------------------+
                      |  Accion delegate  |  | Pertenece a un sistema externo |
                      | hacia el ancestro |  +---------------+----------------+
                      +-------------------+                  |
                                          .------------------+----------.
                                          | si                          | no
                                          v                             v
                          +-------------------------------+  +---------------------+
                          | Dependencia con su propia API |  |   Tiene identidad   |
                          +-------------------------------+  | unica en el dominio |
                                                             +----------+----------+
                                             .--------------------------+
                                             | si                       | no
                                             v                          v
                                  +----------------------+  +----------------------+
                                  |  Shared en la raiz   |  | Modelar por separado |
                                  | con un solo escritor |  |    sin compartir     |
                                  +----------------------+  +----------------------+
    """

  /// `DiagramSeedCharts.sharedBox` en Unicode.
  static let sharedBoxUnicode = """
                                                   ┌─────────┐
                                                   │ Campos  │
                                               ┌──▶│ locales │
                                               │   │ propios │
                                               │   └─────────┘
                                   ┌────────┐  │
                               ┌──▶│ Perfil ├──┤   ┌────────────┐
                   pasa el     │   │ State  │  └──▶│    Caja    │   ┌─────────────┐
    ┌───────────┐  valor       │   └────────┘      │ compartida ├──▶│ Instantanea │
    │ App State ├─ proyectado ─┤               ┌──▶│    con     │   │   para el   │
    └───────────┘              │   ┌─────────┐ │   │  Usuario   │   │  TestStore  │
                               └──▶│ Ajustes ├─┤   └────────────┘   └─────────────┘
                                   │  State  │ │
                                   └─────────┘ │   ┌─────────┐
                                               │   │ Campos  │
                                               └──▶│ locales │
                                                   │ propios │
                                                   └─────────┘
    """

  /// `DiagramSeedCharts.sharedBox` en ASCII.
  static let sharedBoxASCII = """
                                                   +---------+
                                                   | Campos  |
                                               .-->| locales |
                                               |   | propios |
                                               |   +---------+
                                   +--------+  |
                               .-->| Perfil |--+   +------------+
                   pasa el     |   | State  |  '-->|    Caja    |   +-------------+
    +-----------+  valor       |   +--------+      | compartida |-->| Instantanea |
    | App State |- proyectado -+               .-->|    con     |   |   para el   |
    +-----------+              |   +---------+ |   |  Usuario   |   |  TestStore  |
                               '-->| Ajustes |-+   +------------+   +-------------+
                                   |  State  | |
                                   +---------+ |   +---------+
                                               |   | Campos  |
                                               '-->| locales |
                                                   | propios |
                                                   +---------+
    """

  /// `DiagramSeedCharts.propagation` en Unicode.
  static let propagationUnicode = """
                                  ┌───────────────────┐
                                  │ Reducer de Perfil │
                                  └─────────┬─────────┘
                                            │ withLock
                                            ▼
                                   ┌─────────────────┐         ┌───────────────────┐
                                   │ Caja compartida │         │ Hecho del dominio │
                                   └───────┬─┬───────┘         └─────────┬─────────┘
                  invalidacion por lectura │ ┆                           │
                                           │ └┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┐ │
              ┌────────────────────┬───────┴─────────┐                 ┆ │
              │                    │                 │ no envia accion ┆ │ accion
              │                    │                 │                 ┆ │ delegate
              ▼                    ▼                 ▼                 ▼ ▼
     ┌─────────────────┐  ┌──────────────────┐  ┌──────────┐  ┌────────────────────┐
     │ Vista de Perfil │  │ Vista de Ajustes │  │ Vista de │  │ Reducer de Ajustes │
     └─────────────────┘  └──────────────────┘  │ Cabecera │  └────────────────────┘
                                                └──────────┘
    """

  /// `DiagramSeedCharts.propagation` en ASCII.
  static let propagationASCII = """
                                  +-------------------+
                                  | Reducer de Perfil |
                                  +---------+---------+
                                            | withLock
                                            v
                                   +-----------------+         +-------------------+
                                   | Caja compartida |         | Hecho del dominio |
                                   +-------+-+-------+         +---------+---------+
                  invalidacion por lectura | :                           |
                                           | '.......................... |
              .--------------------+-------+---------.                 : |
              |                    |                 | no envia accion : | accion
              |                    |                 |                 : | delegate
              v                    v                 v                 v v
     +-----------------+  +------------------+  +----------+  +--------------------+
     | Vista de Perfil |  | Vista de Ajustes |  | Vista de |  | Reducer de Ajustes |
     +-----------------+  +------------------+  | Cabecera |  +--------------------+
                                                +----------+
    """

  /// `DiagramSeedCharts.heavyData` en Unicode.
  static let heavyDataUnicode = """
                              ┌──────────────────────────┐
                              │ Tengo un dato voluminoso │
                              └────────────┬─────────────┘
                                           ▼
                               ┌────────────────────────┐
                               │ Lo dibuja alguna vista │
                               └───────────┬────────────┘
                             ┌─────────────┴──────────────┐
                             │ si                         │ no
                             ▼                            ▼
              ┌──────────────────────────────┐  ┌────────────────────┐
              │ Cabe acotarlo por paginacion │  │ Lo consulta alguna │
              └──────────────┬───────────────┘  │  rama del reducer  │
                             │                  └─────────┬──────────┘
            ┌────────────────┤                            ├───────────────┐
            │ si             │ no                         │ si            │ no
            ▼                ▼                            ▼               ▼
     ┌─────────────┐  ┌─────────────────────┐  ┌────────────────┐  ┌──────────────┐
     │ Guarda solo │  │       Guarda        │  │  Dejalo pero   │  │ Sacalo a una │
     │ la pagina y │  │  identificadores y  │  │  excluyelo de  │  │ dependencia  │
     │  el cursor  │  │ resuelve al dibujar │  │ la observacion │  └──────────────┘
     └─────────────┘  └─────────────────────┘  └────────────────┘
    """

  /// `DiagramSeedCharts.heavyData` en ASCII.
  static let heavyDataASCII = """
                              +--------------------------+
                              | Tengo un dato voluminoso |
                              +------------+-------------+
                                           v
                               +------------------------+
                               | Lo dibuja alguna vista |
                               +-----------+------------+
                             .-------------+--------------.
                             | si                         | no
                             v                            v
              +------------------------------+  +--------------------+
              | Cabe acotarlo por paginacion |  | Lo consulta alguna |
              +--------------+---------------+  |  rama del reducer  |
                             |                  +---------+----------+
            .----------------+                            +---------------.
            | si             | no                         | si            | no
            v                v                            v               v
     +-------------+  +---------------------+  +----------------+  +--------------+
     | Guarda solo |  |       Guarda        |  |  Dejalo pero   |  | Sacalo a una |
     | la pagina y |  |  identificadores y  |  |  excluyelo de  |  | dependencia  |
     |  el cursor  |  | resuelve al dibujar |  | la observacion |  +--------------+
     +-------------+  +---------------------+  +----------------+
    """

  /// `DiagramSeedCharts.appStorage` en Unicode.
  static let appStorageUnicode = """
    ┌────────────┐   ┌──────────────┐   ┌────────────┐            ┌────────────────┐
    │ Accion del ├──▶│ Reducer muta ├──▶│ Referencia ├────────┬──▶│ Vista redibuja │
    │  usuario   │   │ con withLock │   │ compartida │◀─────┐ │   └────────────────┘
    └────────────┘   └──────────────┘   └────────────┘      │ │
                                                            │ │   ┌──────────────┐
                                        ┌─────────────────┐ │ └──▶│ UserDefaults │
                                        │    Widget o     │ └─────┤   escribe    │
                                        │    extension    ├──────▶│              │
                                        │ cambia la clave │       └──────────────┘
                                        └─────────────────┘
    """

  /// `DiagramSeedCharts.appStorage` en ASCII.
  static let appStorageASCII = """
    +------------+   +--------------+   +------------+            +----------------+
    | Accion del |-->| Reducer muta |-->| Referencia |--------+-->| Vista redibuja |
    |  usuario   |   | con withLock |   | compartida |<-----. |   +----------------+
    +------------+   +--------------+   +------------+      | |
                                                            | |   +--------------+
                                        +-----------------+ | '-->| UserDefaults |
                                        |    Widget o     | '-----|   escribe    |
                                        |    extension    |------>|              |
                                        | cambia la clave |       +--------------+
                                        +-----------------+
    """

  /// El recorrido Q1 → Q2 → Q3 → Q4 de `whenToShare`, en Unicode y sin color.
  static let whenToShareWalkUnicode = """
                    ┏━━━━━━━━━━━━━━━━━━━━━━━━┓
                    ┃ Dos features necesitan ┃
                    ┃     el mismo dato      ┃
                    ┗━━━━━━━━━━━┳━━━━━━━━━━━━┛
                                ▼
                  ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓
                  ┃ Hay ancestro comun cercano ┃
                  ┗━━━━━━━━━━━━━┳━━━━━━━━━━━━━━┛
                  ┌─────────────┺━━━━━━━━━━━━━━┓
                  │ si                         ┃ no
                  ▼                            ▼
    ┌────────────────────────────┐  ┏━━━━━━━━━━━━━━━━━━━━━┓
    │ Estado en el padre y scope │  ┃ Es dato o es evento ┃
    └────────────────────────────┘  ┗━━━━━━━━━━┳━━━━━━━━━━┛
                                ┌──────────────┺━━━━━━━━━━━━━┓
                                │ evento                     ┃ dato
                                ▼                            ▼
                      ┌───────────────────┐  ╔════════════════════════════════╗
                      │  Accion delegate  │  ║ Pertenece a un sistema externo ║
                      │ hacia el ancestro │  ╚═══════════════╤════════════════╝
                      └───────────────────┘                  │
                                          ┌──────────────────┴──────────┐
                                          │ si                          │ no
                                          ▼                             ▼
                          ┌───────────────────────────────┐  ┌─────────────────────┐
                          │ Dependencia con su propia API │  │   Tiene identidad   │
                          └───────────────────────────────┘  │ unica en el dominio │
                                                             └──────────┬──────────┘
                                             ┌──────────────────────────┤
                                             │ si                       │ no
                                             ▼                          ▼
                                  ┌──────────────────────┐  ┌──────────────────────┐
                                  │  Shared en la raiz   │  │ Modelar por separado │
                                  │ con un solo escritor │  │    sin compartir     │
                                  └──────────────────────┘  └──────────────────────┘
    """

  /// El mismo recorrido en ASCII.
  static let whenToShareWalkASCII = """
                    #========================#
                    # Dos features necesitan #
                    #     el mismo dato      #
                    #===========#============#
                                v
                  #============================#
                  # Hay ancestro comun cercano #
                  #=============#==============#
                  .-------------#==============#
                  | si                         # no
                  v                            v
    +----------------------------+  #=====================#
    | Estado en el padre y scope |  # Es dato o es evento #
    +----------------------------+  #==========#==========#
                                .--------------#=============#
                                | evento                     # dato
                                v                            v
                      +-------------------+  *================================*
                      |  Accion delegate  |  * Pertenece a un sistema externo *
                      | hacia el ancestro |  *===============*================*
                      +-------------------+                  |
                                          .------------------+----------.
                                          | si                          | no
                                          v                             v
                          +-------------------------------+  +---------------------+
                          | Dependencia con su propia API |  |   Tiene identidad   |
                          +-------------------------------+  | unica en el dominio |
                                                             +----------+----------+
                                             .--------------------------+
                                             | si                       | no
                                             v                          v
                                  +----------------------+  +----------------------+
                                  |  Shared en la raiz   |  | Modelar por separado |
                                  | con un solo escritor |  |    sin compartir     |
                                  +----------------------+  +----------------------+
    """
}
