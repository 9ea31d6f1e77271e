/// Un número con su nombre en singular o en plural: «1 entrega», «3 entregas».
enum Plural {
  static func count(_ value: Int, _ one: String, _ many: String) -> String {
    value == 1 ? "1 \(one)" : "\(value) \(many)"
  }
}
