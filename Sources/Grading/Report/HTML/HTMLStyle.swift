/// La hoja de estilos del informe HTML: texto fijo (en ella no entra nada de una entrega), legible
/// desde una ventana del tamaño de un móvil en adelante, y una maquetación para imprimir con una
/// página por alumno.
enum HTMLStyle {
  static let css = """
    :root { --tinta: #1f2328; --suave: #59636e; --borde: #d0d7de; --fondo: #f6f8fa;
      --bien: #1a7f37; --parcial: #9a6700; --mal: #cf222e; --sin: #6e7781; --azul: #0969da; }
    * { box-sizing: border-box; }
    body { margin: 0 auto; max-width: 60rem; padding: 1rem; color: var(--tinta);
      font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
    h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
    h2 { font-size: 1.25rem; margin: 2rem 0 .5rem; border-bottom: 1px solid var(--borde); }
    h3 { font-size: 1.05rem; margin: 1.25rem 0 .25rem; overflow-wrap: anywhere; }
    p, li { overflow-wrap: anywhere; }
    .suave { color: var(--suave); font-size: .9rem; }
    nav ul { padding-left: 1.2rem; columns: 14rem; column-gap: 2.5rem; }
    nav li { break-inside: avoid; }
    table { border-collapse: collapse; width: 100%; margin: .5rem 0; font-size: .95rem; }
    th, td { border: 1px solid var(--borde); padding: .3rem .5rem; text-align: left;
      vertical-align: top; overflow-wrap: anywhere; }
    th { background: var(--fondo); }
    td.n, th.n { text-align: right; white-space: nowrap; }
    figure { margin: .5rem 0 1rem; }
    figcaption { color: var(--suave); font-size: .9rem; }
    svg { width: 100%; height: auto; display: block; }
    svg text { font: 12px system-ui, sans-serif; fill: var(--tinta); }
    .barra { fill: var(--azul); }
    .disc-pos { fill: var(--bien); }
    .disc-neg { fill: var(--mal); }
    .eje { stroke: var(--suave); stroke-width: 1; }
    .rejilla { stroke: var(--borde); stroke-width: 1; }
    .estado { font-weight: 600; white-space: nowrap; }
    .pass { color: var(--bien); } .partial { color: var(--parcial); }
    .fail, .error { color: var(--mal); } .unanswered, .not_attempted { color: var(--sin); }
    pre { background: var(--fondo); border: 1px solid var(--borde); padding: .5rem;
      margin: .25rem 0 0; white-space: pre-wrap; overflow-wrap: anywhere;
      font: .85rem/1.35 ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
    .detalle-titulo { color: var(--suave); font-size: .85rem; margin: .4rem 0 0; }
    .alumno { border-top: 2px solid var(--borde); margin-top: 2rem; }
    .aviso { border-left: 4px solid var(--parcial); padding: .25rem .5rem;
      background: #fff8c5; }
    .volver { font-size: .9rem; }
    .par { border-top: 2px solid var(--borde); margin-top: 2rem; }
    h4 { font-size: 1rem; margin: 1rem 0 .25rem; overflow-wrap: anywhere; }
    .tramo { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: .5rem;
      margin: .25rem 0 .75rem; }
    .lado-titulo { color: var(--suave); font-size: .85rem; margin: 0; overflow-wrap: anywhere; }
    @media (max-width: 40rem) {
      .tramo { grid-template-columns: minmax(0, 1fr); }
      body { padding: .5rem; font-size: 15px; }
      table.tarjetas, table.tarjetas tbody, table.tarjetas tr, table.tarjetas td {
        display: block; width: 100%; }
      table.tarjetas thead { display: none; }
      table.tarjetas tr { border: 1px solid var(--borde); margin: .5rem 0; }
      table.tarjetas td { border: none; border-bottom: 1px solid var(--fondo); }
      table.tarjetas td::before { content: attr(data-campo) ": "; font-weight: 600;
        color: var(--suave); }
      td.n { text-align: left; }
      svg text { font-size: 14px; }
    }
    @media print {
      body { max-width: none; padding: 0; font-size: 11pt; }
      nav, .volver { display: none; }
      .alumno, .par { break-before: page; border-top: none; margin-top: 0; }
      .tramo { break-inside: avoid; }
      tr, pre, figure { break-inside: avoid; }
      a { color: inherit; text-decoration: none; }
      th { background: none; }
    }
    """
}
