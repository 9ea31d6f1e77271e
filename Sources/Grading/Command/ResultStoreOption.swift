import Checker
import Support

/// `corregir --almacen DIR` y `--sin-cache`: el almacén de resultados de la clase
/// (`ResultStore`) y el corrector de código que lo usa.
///
/// - Sin opciones: el almacén del curso en la carpeta de cachés
///   (`ResultStore.defaultDirectory`); si no se puede usar, se corrige sin él y se avisa.
/// - `--almacen DIR`: ese (una carpeta compartida, para las partes de un clúster); si no se
///   puede usar, es un error.
/// - `--sin-cache`: ninguno. La caché de programas del tutor no se usa nunca
///   (`GradingCommand` se la quita al ejecutor).
enum ResultStoreOption {
  /// El almacén que pide la orden y, si el de siempre no se pudo usar, el aviso. `inputs`
  /// son las rutas absolutas de lo que se corrige: el almacén nunca va dentro.
  static func open(
    _ options: GradingOptions, courseID: String, inputs: [String], context: GradingContext
  ) throws(GradingError) -> (store: ResultStore?, warning: String?) {
    guard options.useCache else { return (nil, nil) }
    let explicit = options.store
    let directory =
      explicit.map(context.absolute)
      ?? ResultStore.defaultDirectory(courseID: courseID, environment: context.environment)
    let reason: String
    if inputs.contains(where: { directory == $0 || directory.hasPrefix($0 + "/") }) {
      reason = "está dentro de lo que se corrige, y eso no se toca"
    } else {
      do {
        return (try ResultStore.open(directory: directory), nil)
      } catch {
        reason = error.detail
      }
    }
    if let explicit { throw .storeUnusable(path: explicit, reason: reason) }
    return (
      nil,
      "Aviso: no se puede usar el almacén de resultados «\(directory)» (\(reason)); se"
        + " corrige sin él. Indica otra carpeta con «--almacen DIR»."
    )
  }

  /// El corrector de código de la orden: el ejecutor, con cada código distinto comprobado una
  /// vez y lo que ya sabe `store` sin comprobar.
  static func grader(runner: CodeRunner, store: ResultStore?, courseHash: String)
    -> StoredCodeGrader
  {
    StoredCodeGrader(
      inner: RunnerCodeChecker(runner: runner), store: store,
      keying: ResultKeying(courseHash: courseHash, runner: runner))
  }

  /// Lo que la orden dice del almacén al acabar (por la salida de errores).
  static func notices(warning: String?, cost: ClassGrader.Cost) -> [String] {
    var notices = warning.map { [$0] } ?? []
    switch cost.damagedEntries {
    case 0: break
    case 1:
      notices.append(
        "Aviso: 1 entrada del almacén de resultados estaba dañada (cortada o cambiada): no se"
          + " ha creído y se ha vuelto a comprobar.")
    case let count:
      notices.append(
        "Aviso: \(count) entradas del almacén de resultados estaban dañadas (cortadas o"
          + " cambiadas): no se han creído y se han vuelto a comprobar.")
    }
    return notices
  }
}
