import Commands
import Tutor

// `leccion`: la tabla de órdenes (las del tutor y las de corrección) y el tutor que la lee.
CommandLineInterface.main(commands: LeccionCommands.table)
