/// La hoja de estilos del informe HTML: texto fijo (en ella no entra nada de una entrega), legible
/// desde una ventana del tamaño de un móvil en adelante, y una maquetación para imprimir con una
/// página por alumno.
enum HTMLStyle {
  static let css = """
    :root { --tinta: #1f2328; --suave: #59636e; --borde: #d0d7de; --fondo: #f6f8fa;
      --bien: #1a7f37; --parcial: #9a6700; --mal: #cf222e; --sin: #6e7781; --azul: #0969da; }
    * { box-sizing: border-box; }
    body { margin: 0 auto; max-width: 72rem; padding: 1rem; color: var(--tinta);
      font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
    h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
    h2 { font-size: 1.25rem; margin: 2rem 0 .5rem; border-bottom: 1px solid var(--borde); }
    h3 { font-size: 1.05rem; margin: 1.25rem 0 .25rem; overflow-wrap: break-word; }
    p, li { overflow-wrap: break-word; }
    .id { overflow-wrap: normal; word-break: keep-all; }
    .oculto { position: absolute; width: 1px; height: 1px; overflow: hidden;
      clip-path: inset(50%); white-space: nowrap; }
    .suave { color: var(--suave); font-size: .9rem; }
    nav ul { padding-left: 1.2rem; columns: 14rem; column-gap: 2.5rem; }
    nav li { break-inside: avoid; }
    table { border-collapse: collapse; width: 100%; margin: .5rem 0; font-size: .95rem; }
    th, td { border: 1px solid var(--borde); padding: .3rem .5rem; text-align: left;
      vertical-align: top; overflow-wrap: break-word; }
    td.id { white-space: nowrap; }
    .desplazable { overflow-x: auto; margin: .5rem 0; }
    .desplazable:focus-visible { outline: 2px solid var(--azul); }
    table.cifras { width: auto; min-width: 100%; margin: 0; }
    table.cifras th { vertical-align: bottom; }
    tr.clave td { font-weight: 600; }
    .sin-respuesta { margin: .75rem 0; }
    .sin-respuesta summary { cursor: pointer; color: var(--suave); }
    .sin-respuesta .id { white-space: nowrap; }
    th { background: var(--fondo); }
    td.n, th.n { text-align: right; }
    td.n { white-space: nowrap; }
    figure { margin: .5rem 0 1rem; }
    figcaption { color: var(--suave); font-size: .9rem; }
    .grafico-cabecera, .grafico li { display: grid; gap: .15rem 1rem; align-items: center;
      grid-template-columns: minmax(12rem, 18rem) minmax(0, 1fr) minmax(0, 1fr); }
    .grafico-cabecera { color: var(--suave); font-size: .9rem; margin-top: .5rem;
      border-bottom: 1px solid var(--borde); }
    .grafico { list-style: none; padding: 0; margin: 0 0 .5rem; }
    .grafico li { padding: .2rem 0; border-bottom: 1px solid var(--fondo); }
    .etiqueta { font-size: .95rem; overflow-wrap: normal; word-break: keep-all; }
    .medida { display: flex; align-items: center; gap: .5rem; }
    .pista { position: relative; flex: 1; height: 1rem; background: var(--fondo);
      border: 1px solid var(--borde); }
    .pista.cero::after { content: ""; position: absolute; left: 50%; top: -2px; bottom: -2px;
      border-left: 1px solid var(--suave); }
    .pista > span { position: absolute; top: 0; bottom: 0; left: 0; }
    .barra, .columna { background: var(--azul); }
    .disc-pos { background: var(--bien); }
    .disc-neg { background: var(--mal); }
    .valor { min-width: 3.2rem; text-align: right; font-variant-numeric: tabular-nums; }
    .histograma { list-style: none; display: flex; gap: .25rem; padding: 0; margin: .5rem 0;
      border-bottom: 1px solid var(--suave); }
    .histograma li { flex: 1; display: flex; flex-direction: column; min-width: 0; }
    .zona { height: 10rem; display: flex; flex-direction: column; justify-content: flex-end;
      align-items: stretch; border-bottom: 1px solid var(--suave); }
    .cuenta { text-align: center; font-variant-numeric: tabular-nums; }
    .tramo { text-align: center; font-size: .85rem; color: var(--suave); white-space: nowrap; }
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
    h4 { font-size: 1rem; margin: 1rem 0 .25rem; overflow-wrap: break-word; }
    .tramo { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: .5rem;
      margin: .25rem 0 .75rem; }
    .lado-titulo { color: var(--suave); font-size: .85rem; margin: 0; overflow-wrap: break-word; }
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
      table.cifras td.n { text-align: right; }
      .grafico-cabecera, .grafico li { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
      .grafico-cabecera span:first-child, .etiqueta { grid-column: 1 / -1; }
      .tramo { font-size: .75rem; white-space: normal; }
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
