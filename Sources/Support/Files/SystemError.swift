import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Los errores del sistema (`errno`) dichos en castellano, para los mensajes de todo el
/// proyecto: leer una entrega, escribir un informe, lanzar el compilador.
public enum SystemError {
  /// El error `code`, en pocas palabras (`permiso denegado`, `el disco está lleno`…).
  public static func describe(_ code: Int32) -> String {
    switch code {
    case EACCES, EPERM: "permiso denegado"
    case ENOENT: "no existe"
    case ENOSPC: "el disco está lleno"
    case EDQUOT: "has llegado a tu cuota de disco"
    case EROFS: "el sistema de archivos es de solo lectura"
    case ENOTDIR: "una parte de la ruta no es una carpeta"
    case EEXIST: "ya existe"
    case EISDIR: "es una carpeta"
    case EIO: "error de entrada/salida del disco"
    case EAGAIN: "recurso agotado por ahora"
    case ENOMEM: "memoria agotada"
    case ENOEXEC: "no es un ejecutable válido"
    default: "error \(code) del sistema"
    }
  }
}
