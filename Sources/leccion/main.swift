import Tutor

CommandLineInterface.main()
