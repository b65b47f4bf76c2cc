/// What a process that must exit at once (a second signal, or a job that overran its grace)
/// undoes first: it ends its child processes, so that nothing writes any more, then removes the
/// temporary files and scratch folders being written. Finished files are never touched.
package enum HardStop {
    package static func cleanUp() {
        ChildProcesses.killAll()
        PendingFiles.removeAll()
        ScratchFolders.removeAll()
    }
}
