import Foundation

/// Los pasos del `calculator.php` de Moodle (las estadísticas de las preguntas de un cuestionario)
/// escritos aparte, en Python, para comparar: un recorrido por los intentos para las medias, los
/// arrays ordenados, un segundo recorrido para las sumas de diferencias (con `array_shift` de los
/// ordenados para la covarianza máxima) y el peso efectivo al final, como allí. Devuelve, por
/// ejercicio, las cifras como fracciones (Moodle las multiplica por 100).
enum MoodleCalculator {
  static let script = """
    import json, math, sys
    data = json.load(sys.stdin)
    maxmarks, marks = data["maxMarks"], data["marks"]
    summarks = [sum(row) for row in marks]
    sumgrades = sum(maxmarks)
    stats = []
    for slot, maxmark in enumerate(maxmarks):
        s = dict(s=0, totalmarks=0.0, markarray=[], totalothermarks=0.0, othermarksarray=[],
                 totalsummarks=0.0, maxmark=maxmark)
        for usage, row in enumerate(marks):
            mark = row[slot]
            s["s"] += 1
            s["totalmarks"] += mark
            s["markarray"].append(mark)
            s["totalothermarks"] += summarks[usage] - mark
            s["othermarksarray"].append(summarks[usage] - mark)
            s["totalsummarks"] += summarks[usage]
        n = s["s"]
        s["markaverage"] = s["totalmarks"] / n
        s["othermarkaverage"] = s["totalothermarks"] / n
        s["summarksaverage"] = s["totalsummarks"] / n
        s["facility"] = s["markaverage"] / maxmark if maxmark else None
        s["markarray"].sort()
        s["othermarksarray"].sort()
        sums = dict(markvariancesum=0.0, othermarkvariancesum=0.0, covariancesum=0.0,
                    covariancemaxsum=0.0, covariancewithoverallmarksum=0.0)
        for usage, row in enumerate(marks):
            mark = row[slot]
            md = mark - s["markaverage"]
            od = summarks[usage] - mark - s["othermarkaverage"]
            td = summarks[usage] - s["summarksaverage"]
            smd = s["markarray"].pop(0) - s["markaverage"]
            sod = s["othermarksarray"].pop(0) - s["othermarkaverage"]
            sums["markvariancesum"] += md ** 2
            sums["othermarkvariancesum"] += od ** 2
            sums["covariancesum"] += md * od
            sums["covariancemaxsum"] += smd * sod
            sums["covariancewithoverallmarksum"] += md * td
        markvariance = sums["markvariancesum"] / (n - 1)
        othermarkvariance = sums["othermarkvariancesum"] / (n - 1)
        covariance = sums["covariancesum"] / (n - 1)
        covariancemax = sums["covariancemaxsum"] / (n - 1)
        s["covwithoverall"] = sums["covariancewithoverallmarksum"] / (n - 1)
        s["sd"] = math.sqrt(markvariance) / maxmark
        s["discrimination"] = (covariance / math.sqrt(markvariance * othermarkvariance)
                               if markvariance * othermarkvariance else None)
        s["efficiency"] = covariance / covariancemax if covariancemax else None
        s["intended"] = maxmark / sumgrades
        stats.append(s)
    total = sum(math.sqrt(s["covwithoverall"]) for s in stats if s["covwithoverall"] >= 0)
    for s in stats:
        s["effective"] = (math.sqrt(s["covwithoverall"]) / total
                          if total and s["covwithoverall"] >= 0 else None)
    keys = ["facility", "discrimination", "sd", "intended", "effective", "efficiency"]
    print(json.dumps([{k: s[k] for k in keys} for s in stats]))
    """

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Las cifras de Moodle de cada ejercicio, con `maxMarks` lo que vale cada uno y `marks` los
  /// puntos de cada alumno en cada uno.
  static func run(maxMarks: [Double], marks: [[Double]]) throws -> [[String: Double?]] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", script]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let request = try JSONSerialization.data(withJSONObject: [
      "maxMarks": maxMarks, "marks": marks,
    ])
    input.fileHandleForWriting.write(request)
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let rows = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    else { throw Failure(description: "python3 terminó con \(process.terminationStatus)") }
    return rows.map { row in row.mapValues { $0 as? Double } }
  }
}
