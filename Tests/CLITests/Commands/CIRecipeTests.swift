import Foundation
import Testing
import CardCheck
import TestSupport

/// The CI recipe an app's own repository copies (docs/ci/github-actions.yml and
/// docs/ci/kubernetes-indexed-job.yaml, explained in docs/ci.md), run as written in a scratch git
/// repository outside this one. GitHub is not reachable here, so scripts/run-workflow-locally.py
/// runs the workflow's jobs with checkout, the cache and artifacts as local copies, and the files
/// go to the programs that read them offline. cardrender is pinned by a tag of a local clone of
/// this repository in place of the GitHub URL; the one step stood in for is its `swift build`,
/// which hands over the binary this test suite was built with (a fresh build takes minutes).
@Suite(.serialized) struct CIRecipeTests {
    static let workflow = Repository.root.appendingPathComponent("docs/ci/github-actions.yml").path
    static let kubernetesJob = Repository.root.appendingPathComponent("docs/ci/kubernetes-indexed-job.yaml").path
    static let runner = Repository.root.appendingPathComponent("scripts/run-workflow-locally.py").path
    static let imageCheck = Repository.root.appendingPathComponent("scripts/review-page-images.py").path
    /// The folder of the built cardrender and its resource bundle, as `swift build --show-bin-path` prints it.
    static let products = (CLIRunner.executable as NSString).deletingLastPathComponent

    // MARK: the files, as GitHub and Kubernetes read them

    @Test(.enabled(if: TestTools.shouldRun, "\(TestTools.missing)"))
    func workflowPassesActionlintAndGitHubsWorkflowSchema() throws {
        let tools = try #require(TestTools.folder, "\(TestTools.missing)")
        let work = try TestFolder(); defer { work.remove() }
        let app = try Self.appRepository(in: work)
        let lint = try TestTools.run(TestTools.path("actionlint", in: tools), ["-no-color"], directory: app)
        #expect(lint.status == 0, "\(lint.stdout)")
        let schema = try TestTools.run(
            TestTools.path("check-jsonschema", in: tools),
            ["--builtin-schema", "vendor.github-workflows", ".github/workflows/golden-frames.yml"], directory: app)
        #expect(schema.status == 0, "\(schema.stdout)")

        // The same programs reject a step that names a cache step that is not there.
        let file = (app as NSString).appendingPathComponent(".github/workflows/golden-frames.yml")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("steps.cache.outputs.cache-hit"))
        try text.replacingOccurrences(of: "steps.cache.outputs.cache-hit", with: "steps.cach.outputs.cache-hit")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let broken = try TestTools.run(TestTools.path("actionlint", in: tools), ["-no-color"], directory: app)
        #expect(broken.status == 1 && broken.stdout.contains("property \"cach\" is not defined"), "\(broken.stdout)")
    }

    @Test(.enabled(if: TestTools.shouldRun, "\(TestTools.missing)"))
    func kubernetesJobPassesKubernetesValidate() throws {
        let tools = try #require(TestTools.folder, "\(TestTools.missing)")
        let result = try TestTools.run(
            TestTools.path("kubernetes-validate", in: tools), ["--strict", Self.kubernetesJob])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("passed for resource job/cardrender-shards"), "\(result.stdout)")
    }

    // MARK: the commands, as written

    /// Each pod's command, with its JOB_COMPLETION_INDEX, in a folder laid out as the Job's volume;
    /// the shares merged are a single run.
    @Test(.enabled(if: TestTools.shouldRun, "\(TestTools.missing)"))
    func kubernetesJobsPodsRenderSharesThatMergeIntoASingleRun() throws {
        let tools = try #require(TestTools.folder, "\(TestTools.missing)")
        let read = try TestTools.run(
            TestTools.path("python3", in: tools),
            [
                "-c",
                """
                import json, sys, yaml
                job = yaml.safe_load(open(sys.argv[1]))
                container = job["spec"]["template"]["spec"]["containers"][0]
                print(json.dumps({"completions": job["spec"]["completions"], "command": container["command"] + container["args"],
                                  "env": {e["name"]: e["value"] for e in container.get("env", [])}}))
                """, Self.kubernetesJob
            ])
        #expect(read.status == 0, "\(read.stdout)")
        let pod = try #require(try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [String: Any])
        let completions = try #require(pod["completions"] as? Int)
        let command = try #require(pod["command"] as? [String])
        let podEnvironment = try #require(pod["env"] as? [String: String])
        #expect(completions > 1)

        let work = try TestFolder(); defer { work.remove() }
        let volume = try Self.appRepository(in: work)
        try Self.installRelease(into: (volume as NSString).appendingPathComponent(".cardrender"))
        for index in 0..<completions {
            let result = try TestTools.run(
                command[0], Array(command.dropFirst()),
                environment: ShardAutoCommandTests.environment(
                    podEnvironment.merging(["JOB_COMPLETION_INDEX": "\(index)"]) { $1 }),
                directory: volume)
            #expect(result.status == 0, "pod \(index): \(result.stdout)")
            #expect(
                result.stdout.contains(
                    "--shard auto: shard \(index + 1)/\(completions), from JOB_COMPLETION_INDEX=\(index) and --shard auto/\(completions)"
                ),
                "pod \(index): \(result.stdout)")
        }
        // Gathered as docs/ci.md says, then merged; a single run with the pod's options to compare.
        let gathered = work.file("app/out")
        for index in 0..<completions {
            try Self.copyContents(of: (volume as NSString).appendingPathComponent("shares/\(index)"), into: gathered)
        }
        let merge = try CLIRunner.run(["merge", gathered])
        #expect(merge.status == 0, "\(merge.stderr)")
        let single = command.last!.replacingOccurrences(
            of: "--out \"shares/$JOB_COMPLETION_INDEX\" --shard \"auto/$SHARDS\"", with: "--out single")
        #expect(
            single != command.last!,
            "the pod's command no longer names its share as this test expects: \(command.last!)")
        let alone = try TestTools.run("/bin/bash", ["-c", single], directory: volume)
        #expect(alone.status == 0, "\(alone.stdout)")
        #expect(
            try TestFolder.differences(work.file("app/single"), gathered) == [],
            "the pods' merged shares differ from a single run")
    }

    /// Record the goldens (Run workflow, record ticked), commit the artifact, check an unchanged
    /// push, then a pull request that changes the deck's corner radius: the check fails, the summary
    /// says so, and the review page from the uploaded artifact, opened in a fresh folder, shows
    /// every image. The same page without golden/ beside it (what the README once uploaded) does not.
    @Test(.enabled(if: TestTools.shouldRun && Chromium.path != nil, "\(TestTools.missing); chromium is needed too"))
    func recipeRecordsThenChecksAnAppsGoldenFramesAndItsReviewPageShowsEveryImage() throws {
        let tools = try #require(TestTools.folder, "\(TestTools.missing)")
        let work = try TestFolder(); defer { work.remove() }
        let app = try Self.appRepository(in: work)
        let release = try Self.localRelease(in: work)

        func run(
            _ name: String, event: String, _ extra: [String] = []
        ) throws -> (result: CLIRunner.Result, report: [String: Any]) {
            let report = work.file("\(name).json")
            let result = try TestTools.run(
                TestTools.path("python3", in: tools),
                [
                    Self.runner, work.file("app/.github/workflows/golden-frames.yml"), "--repository", app, "--work",
                    work.file(name),
                    "--cache", work.file("cache"), "--event", event, "--report", report,
                    "--env", "CARDRENDER_REPOSITORY=\(release.repository)"
                ] + extra,
                environment: release.environment)
            let parsed =
                (try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))))
                as? [String: Any] ?? [:]
            return (result, parsed)
        }
        func jobs(_ report: [String: Any], _ name: String) -> [[String: Any]] {
            (report["jobs"] as? [[String: Any]] ?? []).filter { $0["job"] as? String == name }
        }
        func artifact(_ run: String, _ name: String) -> String { work.file("\(run)/artifacts/\(name)") }

        // Recording: the release is built (cache miss), each shard renders its share from
        // CARDRENDER_SHARD, and the merged run is recorded and uploaded.
        let record = try run("record", event: "workflow_dispatch", ["--input", "record=true"])
        #expect(record.result.status == 0, "\(record.result.stdout)")
        #expect(
            record.result.stdout.contains("cardrender: Build cardrender \(release.version): success"),
            "\(record.result.stdout)")
        for shard in 1...3 {
            #expect(
                record.result.stdout.contains(
                    "cardrender: --shard auto: shard \(shard)/3, from CARDRENDER_SHARD=\(shard)/3"),
                "\(record.result.stdout)")
        }
        let cached = try TestFolder.files(under: work.file("cache"))
        for file in [
            "cardrender", "cardrender_CardRender.resources/Fonts/Inter-SemiBold.otf",
            "cardrender_CardCheck.resources/ReviewPage/review.js",
            "install-deps.sh"
        ] {
            #expect(
                cached.contains { $0.hasSuffix(".cardrender/\(file)") },
                "the cached release lacks \(file): \(cached.prefix(5))")
        }
        let recorded = artifact("record", "golden-frames")
        #expect(
            FileManager.default.fileExists(atPath: (recorded as NSString).appendingPathComponent("golden.json")),
            "no golden-frames artifact")
        try Self.copyContents(of: recorded, into: work.file("app/cards/golden"))
        try Self.git(["add", "-A"], in: app)
        try Self.git(["commit", "-q", "-m", "Record the golden frames"], in: app)

        // An unchanged push passes, from the cached release.
        let push = try run("push", event: "push")
        #expect(push.result.status == 0, "\(push.result.stdout)")
        #expect(
            push.result.stdout.contains("cardrender: Build cardrender \(release.version): skipped"),
            "\(push.result.stdout)")
        #expect(jobs(push.report, "check").first?["result"] as? String == "success")
        let pushSummary = jobs(push.report, "check").first?["summary"] as? String ?? ""
        #expect(!pushSummary.isEmpty, "no step summary was posted")
        #expect(!FileManager.default.fileExists(atPath: artifact("push", "frame-review")))

        // A pull request that rounds the cards more.
        let scene = work.file("app/cards/scene.yaml")
        let yaml = try String(contentsOfFile: scene, encoding: .utf8)
        let range = try #require(yaml.range(of: "  cornerRadius: 15\n"))
        try yaml.replacingCharacters(in: range, with: "  cornerRadius: 24\n").write(
            toFile: scene, atomically: true, encoding: .utf8)
        try Self.git(["commit", "-q", "-a", "-m", "Rounder cards"], in: app)
        let pull = try run("pull", event: "pull_request")
        #expect(pull.result.status == 1, "\(pull.result.stdout)")
        #expect(jobs(pull.report, "check").first?["result"] as? String == "failure")
        let summary = jobs(pull.report, "check").first?["summary"] as? String ?? ""
        #expect(summary.contains("deck/swipe-right"), "the step summary: \(summary)")

        // The reviewer downloads the artifact into a folder of their own and opens the page.
        let downloaded = work.file("downloaded")
        try FileManager.default.copyItem(atPath: artifact("pull", "frame-review"), toPath: downloaded)
        let page = (downloaded as NSString).appendingPathComponent("out/diff/report.html")
        let review = try TestTools.run(
            TestTools.path("python3", in: tools), [Self.imageCheck, page, "--chromium", Chromium.path!])
        #expect(review.status == 0, "\(review.stdout)")
        #expect(review.stdout.contains(" passed, 0 failed"), "\(review.stdout)")

        // The check can fail: the page alone, without the frames it shows.
        let alone = work.file("page-alone/out")
        try FileManager.default.createDirectory(atPath: alone, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: (downloaded as NSString).appendingPathComponent("out/diff"),
            toPath: (alone as NSString).appendingPathComponent("diff"))
        let broken = try TestTools.run(
            TestTools.path("python3", in: tools),
            [
                Self.imageCheck, (alone as NSString).appendingPathComponent("diff/report.html"), "--chromium",
                Chromium.path!
            ])
        #expect(broken.status == 1 && broken.stdout.contains("FAILED: all "), "\(broken.stdout)")
    }

    // MARK: the scratch repositories

    /// An app's repository outside this one: three photos, a scene file from `cardrender init`,
    /// and the workflow where GitHub looks for it. Its path.
    static func appRepository(in work: TestFolder) throws -> String {
        let app = work.file("app")
        let manager = FileManager.default
        try manager.createDirectory(atPath: app + "/cards/photos", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: app + "/.github/workflows", withIntermediateDirectories: true)
        for photo in ["astronaut.png", "coffee.png", "horse.png"] {
            try manager.copyItem(
                atPath: (Repository.photos as NSString).appendingPathComponent(photo),
                toPath: app + "/cards/photos/" + photo)
        }
        let initialised = try CLIRunner.run(["init", app + "/cards/scene.yaml"])
        #expect(initialised.status == 0, "\(initialised.stderr)")
        try manager.copyItem(atPath: workflow, toPath: app + "/.github/workflows/golden-frames.yml")
        try git(["init", "-q", "-b", "main"], in: app)
        try git(["add", "-A"], in: app)
        try git(["commit", "-q", "-m", "An app"], in: app)
        return app
    }

    /// cardrender as the workflow pins it: a clone of this repository with the workflow's
    /// CARDRENDER_VERSION as a tag, and a `swift` that stands in for the release build.
    static func localRelease(
        in work: TestFolder
    ) throws -> (repository: String, version: String, environment: [String: String]) {
        let text = try String(contentsOfFile: workflow, encoding: .utf8)
        let version = try #require(text.firstMatch(of: /\n  CARDRENDER_VERSION: (\S+)\n/)?.1).description
        let repository = work.file("cardrender.git")
        try git(["clone", "-q", "--bare", Repository.root.path, repository], in: work.path)
        try git(["tag", "-f", version, "HEAD"], in: repository)
        let bin = work.file("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let standIn = """
            #!/bin/sh
            # Stands in for `swift build -c release` of the cardrender clone the workflow made: it
            # checks the clone is at the pinned tag and gives the products this test suite built.
            set -e
            package=""; show=false
            while [ $# -gt 0 ]; do
                case "$1" in --package-path) package="$2"; shift ;; --show-bin-path) show=true ;; esac
                shift
            done
            [ -f "$package/Package.swift" ] || { echo "swift (stand-in): no package at '$package'" >&2; exit 1; }
            tag="$(git -C "$package" describe --tags --exact-match)"
            [ "$tag" = "$CARDRENDER_VERSION" ] || { echo "swift (stand-in): $package is at '$tag', not $CARDRENDER_VERSION" >&2; exit 1; }
            if $show; then echo "$CARDRENDER_TEST_PRODUCTS"; fi

            """
        try ExecutableScript.write(standIn, to: bin + "/swift")
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (repository, version, ["PATH": "\(bin):\(path)", "CARDRENDER_TEST_PRODUCTS": products])
    }

    /// `.cardrender/` as the workflow's build step leaves it: the binary, its resource bundles and
    /// install-deps.sh.
    static func installRelease(into folder: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try manager.copyItem(atPath: CLIRunner.executable, toPath: folder + "/cardrender")
        for bundle in ["cardrender_CardRender.resources", "cardrender_CardCheck.resources"] {
            try manager.copyItem(atPath: products + "/" + bundle, toPath: folder + "/" + bundle)
        }
        try manager.copyItem(
            atPath: Repository.root.appendingPathComponent("scripts/install-deps.sh").path,
            toPath: folder + "/install-deps.sh")
    }

    static func copyContents(of source: String, into destination: String) throws {
        for file in try TestFolder.files(under: source) {
            let target = (destination as NSString).appendingPathComponent(file)
            try FileManager.default.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if FileManager.default.fileExists(atPath: target) { try FileManager.default.removeItem(atPath: target) }
            try FileManager.default.copyItem(atPath: (source as NSString).appendingPathComponent(file), toPath: target)
        }
    }

    static func git(_ arguments: [String], in directory: String) throws {
        let result = try TestTools.run(
            "/usr/bin/env",
            [
                "git", "-c", "user.name=cardrender test", "-c", "user.email=test@cardrender.invalid",
                "-c", "commit.gpgsign=false", "-c", "tag.gpgsign=false", "-c", "init.defaultBranch=main"
            ] + arguments,
            directory: directory)
        guard result.status == 0 else { throw GitFailure(arguments: arguments, output: result.stdout) }
    }

    struct GitFailure: Error, CustomStringConvertible {
        var arguments: [String]
        var output: String
        var description: String { "git \(arguments.joined(separator: " ")): \(output)" }
    }
}
