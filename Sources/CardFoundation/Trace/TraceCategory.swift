/// The kinds of task a trace records (its events' `cat`).
package enum TraceCategory: String, Sendable, CaseIterable {
    /// The whole run, on the thread that started it.
    case run
    /// A set of tasks run in parallel (the run's jobs); the thread that started it waits for them.
    case pool
    /// Listing the input folder and classifying its files.
    case listing
    /// Checking one photo's header (size, format) before anything is decoded.
    case header
    /// Decoding and cover-cropping one photo.
    case decode
    /// Painting one card (or other layer) once: photo, label, rounded corners, shadow.
    case prepare
    /// Compositing one frame's layers.
    case compose
    /// PNG-encoding one image.
    case encode
    /// Writing one file and renaming it into place.
    case write
    /// One still or one animation frame, from composition to file (and its contact-sheet cell).
    case still, frame
    /// One contact-sheet cell, or a whole sheet.
    case contactSheet = "contact-sheet"
    /// One animation's geometry, its motion.json.
    case motion
    /// One animated GIF, WebP or MP4.
    case export
}
