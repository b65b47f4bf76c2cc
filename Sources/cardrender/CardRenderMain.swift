import CardImaging
import Foundation

/// The entry point: prepares the process, then runs the command line (`CommandLineRun`) and
/// exits with its status.
@main
enum CardRenderMain {
    static func main() {
        // Past a file-size limit (ulimit -f) a write should fail with an error we can report,
        // not kill the process halfway through a file.
        signal(SIGXFSZ, SIG_IGN)
        Terminal.prepareStandardStreams()
        Interruption.install()
        ProcessMemory.limitMallocArenas()
        ProcessMemory.returnLargeBlocks()
        // libvips is started with the program's path as its argv[0].
        CommandLine.arguments.first.map(LibvipsProgram.setPath)
        exit(CommandLineRun.run(Array(CommandLine.arguments.dropFirst())))
    }
}
