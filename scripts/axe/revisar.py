"""Revisa páginas HTML con axe-core en el chromium de Debian, sin ventana.

    .build/axe/bin/python scripts/axe/revisar.py [--ancho PX]... PAGINA.html[@PX]...

Cada página se revisa con la ventana de cada ancho (los suyos tras «@», o los de --ancho; por
omisión, 1280), todas en un solo navegador.
Escribe en la salida estándar un JSON: la versión de axe y, por página y ancho, sus
infracciones (id, impacto, ayuda y los selectores de los nodos). Selenium no descarga nada: usa /usr/bin/chromedriver
(paquete chromium-driver) y /usr/bin/chromium, y SE_OFFLINE=true. La página se abre desde un
archivo; ni ella ni axe necesitan la red.
"""

import json
import os
import pathlib
import shutil
import sys
import tempfile

os.environ["SE_OFFLINE"] = "true"

import axe_playwright_python  # noqa: E402 (solo para encontrar su axe.min.js)
from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402

DRIVER = "/usr/bin/chromedriver"
BROWSER = "/usr/bin/chromium"


def main() -> int:
    arguments = sys.argv[1:]
    widths, pages = [], []
    while arguments:
        argument = arguments.pop(0)
        if argument == "--ancho" and arguments:
            widths.append(int(arguments.pop(0)))
        else:
            path, _, own = argument.rpartition("@") if "@" in argument else (argument, "", "")
            pages.append((pathlib.Path(path).resolve(), [int(w) for w in own.split(",") if w]))
    if not pages:
        print("uso: revisar.py [--ancho PX]... PAGINA.html[@PX,PX]...", file=sys.stderr)
        return 2
    source = (pathlib.Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text()
    profile = tempfile.mkdtemp(prefix="p-")
    options = webdriver.ChromeOptions()
    options.binary_location = BROWSER
    for argument in [
        "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-extensions", "--disable-background-networking", "--disable-sync",
        "--user-data-dir=" + profile,
    ]:
        options.add_argument(argument)
    driver = None
    results = []
    version = None
    try:
        driver = webdriver.Chrome(service=Service(executable_path=DRIVER), options=options)
        driver.set_script_timeout(120)
        for page, own in pages:
            for width in own or widths or [1280]:
                driver.set_window_size(width, 1000)
                driver.get(page.as_uri())
                driver.execute_script(source)
                result = driver.execute_async_script(
                    "const done = arguments[arguments.length - 1];"
                    "axe.run(document, {resultTypes: ['violations']})"
                    ".then(r => done({version: axe.version, violations: r.violations.map("
                    "v => ({id: v.id, impact: v.impact, help: v.help,"
                    "nodes: v.nodes.map(n => n.target.join(' '))}))}))"
                    ".catch(e => done({error: String(e)}));"
                )
                if "error" in result:
                    print(f"axe falló en {page} ({width} px): {result['error']}", file=sys.stderr)
                    return 1
                version = result["version"]
                results.append(
                    {"page": page.name, "width": width, "violations": result["violations"]})
    finally:
        if driver is not None:
            driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
    print(json.dumps({"version": version, "results": results}, ensure_ascii=False, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
