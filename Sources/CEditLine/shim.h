#ifndef CEDITLINE_SHIM_H
#define CEDITLINE_SHIM_H
#include <stdio.h>
#include <histedit.h>
#include <editline/readline.h>

/* Accesos a las variables globales de la interfaz readline de libedit: Swift 6 no deja
   tocar variables globales de C, así que el tutor pasa por estas funciones. */

/* Prepara readline: nombre, señales y la función de terminación con el tabulador. */
static inline void leccion_rl_setup(rl_completion_func_t *completion) {
  rl_readline_name = "leccion";
  rl_catch_signals = 1;
  rl_attempted_completion_function = completion;
  rl_completion_append_character = ' ';
}

/* La línea que se está editando y la posición del cursor (en bytes). */
static inline const char *leccion_rl_line_buffer(void) { return rl_line_buffer; }
static inline int leccion_rl_point(void) { return rl_point; }

/* Que libedit no proponga nombres de archivo cuando el tutor no propone nada. */
static inline void leccion_rl_completion_over(void) { rl_attempted_completion_over = 1; }

#endif
