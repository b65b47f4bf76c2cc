import CardGeometry

/// The commented starting mockup set file `cardrender init` writes: every key, with what it
/// does, set to make a small set worth looking at.
package enum MockupSetStarter {
    /// The file with its usage told by setting.
    package static let yaml = text()

    /// The file, `usage` saying how to make the set (the comment line after the first), and
    /// `captionsLike` what else reads a captions file.
    package static func text(
        usage: String = "cardrender mockup with this file as its config, photos as input and mockups as output",
        captionsLike: String = "a run's captions"
    ) -> String {
        """
        # A cardrender mockup set: every shot below in every format and language.
        #   \(usage)
        # writes mockups/LANGUAGE/FORMAT/NN-SCENE[-ANIMATION].png and mockups/manifest.json.
        # Files named here (font, scene-file, captions, texts) are relative to this file.

        # Sizes: iphone-6.9, iphone-6.7, iphone-6.5, iphone-6.5-1242, ipad-13 (App Store),
        # play-phone, play-tablet-7, play-tablet-10, play-feature (Google Play),
        # square, story, link (social). Each at most once.
        formats: [iphone-6.9, ipad-13, link]

        # Language tags, one folder each. Right-to-left ones (ar, he, fa, ur) mirror the layout.
        # Leave out to use the languages the titles name.
        languages: [en-US, de-DE, ar]

        # Pixels per point: 1x, 2x or 3x. Leave out for each format's own (the store's size).
        # density: 1x

        # A device-like frame with the screen's corners and camera island (no maker's artwork).
        device-frame: true
        frame-color: "#1C1C1E"

        # One background: background: "#RRGGBB", gradient: "FROM,TO,ANGLE", or
        # background-photo: N (the Nth photo, blurred by blur points and darkened by dim, 0-1).
        gradient: "#3A1C71,#D76D77,60"
        # background-photo: 1
        # blur: 30
        # dim: 0.3

        title-color: "#FFFFFF"
        # title-size: 32          # points; default 7 % of the width
        # font: brand.otf         # titles in a .ttf or .otf of yours; the shipped fonts draw what it lacks
        # text-position: above    # above, below or beside; default beside on link, else above
        # padding: 24             # points around everything
        # seed: 0                 # the photo stack's tilts
        # scene-file: scenes.yaml # scene parameters (cardrender init writes one)
        # captions: captions.csv  # names on the cards, as \(captionsLike)
        # texts: texts.csv        # titles from a table: columns shot, language, title, subtitle

        # Animated shots also as files beside their PNG: gif, webp, mp4 (mp4 needs ffmpeg), at fps
        # frames a second (1-60), the animation at speed (0.1-4; default 0.5, half speed, so the
        # gesture is easy to follow), GIF and WebP playing loop times (0: forever). app-preview: true
        # adds an App Preview-sized MP4 (886x1920, 1200x1600 on iPad; 30 fps, looped to 15-30 s)
        # in the device formats: for the web and ads, as Apple takes only captures of the app.
        # export: [gif]
        # fps: 30
        # speed: 0.5
        # loop: 0
        # app-preview: false

        # The shots, in order (at most 50). Each: scene (\(SceneCatalog.names.joined(separator: ", "))),
        # optionally an animation and a time in seconds (default: its showcase moment), preset (as
        # --preset takes it: uikit, koloda, cardstackview…), stamps, its own background or gradient,
        # title and subtitle: one text for every language, or one per language.
        shots:
          - scene: deck
            animation: swipe-right
            stamps: true
            title:
              en-US: Swipe right on a good photo
              de-DE: Nach rechts für ein gutes Foto
              ar: اسحب يمينًا على صورة جيدة
            subtitle:
              en-US: Stamps that follow your finger
              de-DE: Stempel, die dem Finger folgen
              ar: أختام تتبع إصبعك
          - scene: sheet
            title: cardrender
            subtitle:
              en-US: A Maps-style sheet of your photos
              de-DE: Ein Blatt wie in Karten
              ar: ورقة مثل الخرائط
        """
    }
}
