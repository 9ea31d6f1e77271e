import Foundation
import Tutor

exit(CommandLineInterface.run(arguments: Array(CommandLine.arguments.dropFirst())))
