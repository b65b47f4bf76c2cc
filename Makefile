# cardrender: the README's two commands are `make render` and `make test`.
# Both install what is missing first (libvips-dev through apt-get).

INPUT ?= fixtures/photos
OUT ?= out
SWIFT ?= swift

.PHONY: all deps build release render test test-asan man check-man docs format lint golden bench bench-render bench-diff bench-goldens dist test-dist clean

all: release

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

## Render the sample photos (or INPUT=dir OUT=dir) with the release build.
render: release
	$$($(SWIFT) build -c release --show-bin-path)/cardrender --input "$(INPUT)" --out "$(OUT)"

## Every test: unit, golden-frame and end-to-end CLI tests, the example app's snapshot tests
## (both built with every compiler warning an error: CARDRENDER_WARNINGS_AS_ERRORS in Package.swift),
## the man page check, the documentation's link check, the folder check and the formatter's lint
## (scripts/test-all.sh: once the build is done, the checks run beside the package's tests).
## The tests run against an optimised build (the code users run, with testable imports), in a
## folder of its own so that it and `make render`'s release build do not rebuild each other. That one
## build serves every check: the man-page check reads its binary and DocC its symbol graphs.
## The test targets' own code is compiled unoptimised (Package.swift). `swift test` is the quick
## debug loop; `make test-asan` covers the debug build.
## Swift Testing captures a backtrace at every `throw` by default; the scene-file sweeps throw
## tens of thousands of expected errors, and the capture took a third of their time. A failing
## test still names its file, line and error.
test:
	@scripts/install-deps.sh --test
	SWIFT=$(SWIFT) DOC_TARGETS="$(DOC_TARGETS)" SWIFT_SOURCES="$(SWIFT_SOURCES)" scripts/test-all.sh

## The DocC documentation of every library product, in .build/docs (make test checks it builds without
## warnings, from the symbol graphs its own build emits: no second build). One archive for them all:
## a library's pages can then link to the libraries it depends on (``/CardGeometry/Scene``), and the
## plain links the other way are checked by scripts/check-docc-links.py, which also fails when a
## library product is missing here.
DOC_TARGETS = CardGeometry CardSettings CardImaging CardFormats CardRender CardCheck CardMockup SceneFiles \
	CardRenderTesting CardRenderSnapshotTesting
## The Swift files `make format` and `make lint` (and so `make test`) cover.
SWIFT_SOURCES = Sources Tests Package.swift Examples/CardUIApp/Package.swift Examples/CardUIApp/Sources \
	Examples/CardUIApp/Tests

docs: deps
	$(SWIFT) package dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols
	scripts/build-docs.py "$$(dirname "$$($(SWIFT) build --show-bin-path)")/symbolgraph" .build/docs $(DOC_TARGETS)
	scripts/check-docc-links.py .build/docs

## Format every Swift file as .swift-format says (make test fails on what this would change).
format:
	$(SWIFT) format -i -r $(SWIFT_SOURCES)

lint:
	$(SWIFT) format lint --strict -r $(SWIFT_SOURCES)

## Every test under AddressSanitizer (the C kernels and shim included; the CLI tests run an ASan
## binary too). Leak reports are off: libraqm 0.7 leaks a few bytes per shaped line, and x265 keeps
## one-time allocations until exit. Peak-memory bounds are asserted by `make test` only: under
## ASan a process's resident memory holds the sanitizer's shadow and quarantine too.
test-asan:
	@scripts/install-deps.sh --test
	ASAN_OPTIONS=detect_leaks=0 SWT_SWIFT_ERROR_BACKTRACING_ENABLED=0 $(SWIFT) test --sanitize=address --scratch-path .build-asan

## The release package and archive, dist/cardrender_<version>_amd64.deb and
## dist/cardrender-<version>-x86_64-linux.tar.gz: the executable with the Swift runtime linked in, its
## fonts and review page, man page, completions, licences and changelog (scripts/dist/make-dist.sh).
dist: deps
	@scripts/install-deps.sh --dist
	scripts/dist/make-dist.sh

## Proves the package and the archive on a clean Debian 12 root made with mmdebstrap (root or sudo):
## installed, they render the sample photos byte-identically to the build tree, check goldens, make
## an MP4 mockup, purge cleanly; lintian reports no error (scripts/dist/test-dist.sh).
test-dist: dist
	lintian --fail-on error dist/cardrender_$$(scripts/dist/version.sh)_amd64.deb
	$(if $(filter 0,$(shell id -u)),,sudo) scripts/dist/test-dist.sh

## Regenerate man/cardrender.1 from the CLI's own help (scripts/man-page.py over --experimental-dump-help),
## and docs/cli.md from the page.
man: deps
	scripts/check-man.sh --write

check-man: deps
	scripts/check-man.sh

## Re-record the golden frames and the diff contact sheet (fixtures/golden/diff/) under
## fixtures/golden after a deliberate visual change.
golden: deps
	CARDRENDER_RECORD_GOLDEN=1 $(SWIFT) test --filter "GoldenFrameTests|GoldenDiffSheetTests"

## Benchmarks (not tests): rendering against ImageMagick, pyvips and the PNG-encode floor, and diffing
## against BlazeDiff and ImageMagick compare. They install imagemagick and pyvips when missing, and
## BlazeDiff into .build/bench-venv. Results in bench/results/.
bench: bench-render bench-diff

bench-render: deps
	bench/setup.sh
	python3 bench/run.py

bench-diff: deps
	python3 bench/diff_bench.py

## What animation goldens as APNG cost and save: bench/goldens.py (apngasm, apngopt, ffmpeg).
bench-goldens: deps
	bench/setup-goldens.sh
	python3 bench/goldens.py

clean:
	rm -rf .build .build-dist dist "$(OUT)"
