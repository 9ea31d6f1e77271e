// Nada que importar: este módulo solo da el `main` de cada objetivo (ver FuzzerMain.c).
