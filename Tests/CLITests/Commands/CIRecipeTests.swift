import Foundation
import Testing
import CardCheck
import TestSupport

/// The CI recipe an app's own repository copies (docs/ci/github-actions.yml and
/// docs/ci/kubernetes-indexed-job.yaml, explained in docs/ci.md), run as written in a scratch git
/// repository outside this one. GitHub is not reachable here, so scripts/run-workflow-locally.py
/// runs the workflow's jobs with checkout and artifacts as local copies, and the files go to the
/// programs that read them offline. Each job and pod installs cardrender's release package; the
/// `curl` and `apt-get` it does that with are stood in for (ReleasePackageStandIn): they check the
/// package is the one the recipe's variables name and lay out the cardrender this test suite built
/// as the package does.
@Suite struct CIRecipeTests {
    static let workflow = Repository.root.appendingPathComponent("docs/ci/github-actions.yml").path
    static let kubernetesJob = Repository.root.appendingPathComponent("docs/ci/kubernetes-indexed-job.yaml").path
    static let runner = Repository.root.appendingPathComponent("scripts/run-workflow-locally.py").path
    static let imageCheck = Repository.root.appendingPathComponent("scripts/review-page-images.py").path
    /// The folder of the built cardrender and its resource bundle, as `swift build --show-bin-path` prints it.
    static let products = (CLIRunner.executable as NSString).deletingLastPathComponent
    /// Where the test says the team's releases are, in place of the recipe's: the package's URL
    /// must be built from the variable.
    static let releases = "https://releases.cardrender.invalid/team/cardrender/download"

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

        // The same programs reject a step that names a matrix value that is not there.
        let file = (app as NSString).appendingPathComponent(".github/workflows/golden-frames.yml")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("matrix.shard }}"))
        try text.replacingOccurrences(of: "matrix.shard }}", with: "matrix.shards }}")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let broken = try TestTools.run(TestTools.path("actionlint", in: tools), ["-no-color"], directory: app)
        #expect(
            broken.status == 1 && broken.stdout.contains("property \"shards\" is not defined"), "\(broken.stdout)")
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

    /// Each pod's command, with its JOB_COMPLETION_INDEX, in a folder laid out as the Job's volume:
    /// each pod installs the package the workflow pins into its own container, and the shares
    /// merged are a single run.
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
        let version = try #require(podEnvironment["CARDRENDER_VERSION"])
        #expect(version == (try Self.pinnedVersion()), "the Job and the workflow pin different releases")
        #expect(podEnvironment["CARDRENDER_RELEASES"] != nil)

        let work = try TestFolder(); defer { work.remove() }
        let volume = try Self.appRepository(in: work)
        let package = try ReleasePackageStandIn(in: work, releases: Self.releases, version: version)
        /// A pod: the manifest's variables, the team's releases, and a container of its own.
        func environment(_ name: String, _ set: [String: String]) throws -> [String: String] {
            let root = work.file("containers/\(name)")
            try FileManager.default.createDirectory(atPath: root + "/tmp", withIntermediateDirectories: true)
            return ShardAutoCommandTests.environment(
                podEnvironment.merging(["CARDRENDER_RELEASES": Self.releases, "TMPDIR": root + "/tmp"]) { $1 }
                    .merging(set) { $1 }
            ).merging(package.environment(root: root)) { $1 }
        }
        for index in 0..<completions {
            let result = try TestTools.run(
                command[0], Array(command.dropFirst()),
                environment: try environment("pod-\(index)", ["JOB_COMPLETION_INDEX": "\(index)"]),
                directory: volume)
            #expect(result.status == 0, "pod \(index): \(result.stdout)")
            #expect(
                result.stdout.contains(
                    "--shard auto: shard \(index + 1)/\(completions), from JOB_COMPLETION_INDEX=\(index) and --shard auto/\(completions)"
                ),
                "pod \(index): \(result.stdout)")
            #expect(
                package.installs(root: work.file("containers/pod-\(index)")).count == 1,
                "pod \(index) did not install the package")
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
        let alone = try TestTools.run(
            "/bin/bash", ["-c", single], environment: try environment("single", [:]), directory: volume)
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
        let package = try ReleasePackageStandIn(in: work, releases: Self.releases, version: try Self.pinnedVersion())

        func run(
            _ name: String, event: String, _ extra: [String] = []
        ) throws -> (result: CLIRunner.Result, report: [String: Any]) {
            let report = work.file("\(name).json")
            let result = try TestTools.run(
                TestTools.path("python3", in: tools),
                [
                    Self.runner, work.file("app/.github/workflows/golden-frames.yml"), "--repository", app, "--work",
                    work.file(name),
                    "--event", event, "--report", report, "--env", "CARDRENDER_RELEASES=\(Self.releases)"
                ] + extra,
                environment: package.environment(root: work.file("containers/\(name)")))
            let parsed =
                (try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))))
                as? [String: Any] ?? [:]
            return (result, parsed)
        }
        func jobs(_ report: [String: Any], _ name: String) -> [[String: Any]] {
            (report["jobs"] as? [[String: Any]] ?? []).filter { $0["job"] as? String == name }
        }
        func artifact(_ run: String, _ name: String) -> String { work.file("\(run)/artifacts/\(name)") }

        /// Every job installs the package in its own container: each share, then the check.
        func installedByEveryJob(_ name: String) -> Bool {
            package.installs(root: work.file("containers/\(name)"))
                == ["render 1/3", "render 2/3", "render 3/3", "check"]
        }

        // Recording: each job installs the pinned package, each shard renders its share from
        // CARDRENDER_SHARD, and the merged run is recorded and uploaded.
        let record = try run("record", event: "workflow_dispatch", ["--input", "record=true"])
        #expect(record.result.status == 0, "\(record.result.stdout)")
        #expect(
            record.result.stdout.contains("check: Install cardrender \(package.version): success"),
            "\(record.result.stdout)")
        #expect(
            installedByEveryJob("record"),
            "installs: \(package.installs(root: work.file("containers/record")))")
        for shard in 1...3 {
            #expect(
                record.result.stdout.contains(
                    "cardrender: --shard auto: shard \(shard)/3, from CARDRENDER_SHARD=\(shard)/3"),
                "\(record.result.stdout)")
        }
        let recorded = artifact("record", "golden-frames")
        #expect(
            FileManager.default.fileExists(atPath: (recorded as NSString).appendingPathComponent("golden.json")),
            "no golden-frames artifact")
        try Self.copyContents(of: recorded, into: work.file("app/cards/golden"))
        try Self.git(["add", "-A"], in: app)
        try Self.git(["commit", "-q", "-m", "Record the golden frames"], in: app)

        // An unchanged push passes.
        let push = try run("push", event: "push")
        #expect(push.result.status == 0, "\(push.result.stdout)")
        #expect(installedByEveryJob("push"), "installs: \(package.installs(root: work.file("containers/push")))")
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

        // The check can fail: the page alone, without the frames it shows (stopping at the
        // first failed check: walking every frame of a page without images says no more).
        let alone = work.file("page-alone/out")
        try FileManager.default.createDirectory(atPath: alone, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: (downloaded as NSString).appendingPathComponent("out/diff"),
            toPath: (alone as NSString).appendingPathComponent("diff"))
        let broken = try TestTools.run(
            TestTools.path("python3", in: tools),
            [
                Self.imageCheck, (alone as NSString).appendingPathComponent("diff/report.html"), "--chromium",
                Chromium.path!, "--first-failure"
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

    /// The release the workflow pins: its CARDRENDER_VERSION.
    static func pinnedVersion() throws -> String {
        let text = try String(contentsOfFile: workflow, encoding: .utf8)
        return try #require(text.firstMatch(of: /\n  CARDRENDER_VERSION: (\S+)\n/)?.1).description
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
