# Folio's two quick-start commands: `make samples` and `make test`.
SWIFT ?= swift
OUT ?= out
PREFIX ?= /usr/local

.PHONY: bootstrap build samples test test-fast test-debian13 dependents golden-report bench fuzz tsan format docs install clean

bootstrap:
	@bash scripts/bootstrap

build: bootstrap
	$(SWIFT) build

# Renders every sample to $(OUT)/<name>.pdf, $(OUT)/<name>-<page>.svg and .png, and the
# batch sample (one invoice per line of Samples/Data/invoices.jsonl) to $(OUT)/invoices/, with a
# release build (which also makes `.build/release/folio run` work at once).
samples: bootstrap
	$(SWIFT) build -c release --product folio
	$(SWIFT) build -c release --product FolioScripting
	.build/release/folio samples --out $(OUT)
	.build/release/folio batch Samples/Scripts/invoice-batch.swift --data Samples/Data/invoices.jsonl \
	  --out '$(OUT)/invoices/{number}.pdf'

# The whole test suite; the DocC build (warnings are errors; every public symbol needs a
# /// summary; no Pango, Cairo or C type in the public API); then a package that depends
# on Folio by path and by git URL builds with no warning and passes its tests.
CHECK_DEPENDENTS ?= 1
test: bootstrap
	$(SWIFT) test
	bash scripts/build-docs
	if [ "$(CHECK_DEPENDENTS)" = 1 ]; then bash scripts/check-dependents; fi

# The quick loop while working: the layout engine, text (Pango, hyphenation), FolioTesting
# and the seed examples — no `folio` processes, no samples — in under a minute once built.
# `make test` runs everything before a commit.
test-fast: bootstrap
	$(SWIFT) test --filter '^(FolioLayoutTests|FolioPangoTests|FolioTestingTests|SeedExampleTests)\.'

# Tests/Dependent built against Folio by path and by git URL, warnings refused.
dependents: bootstrap
	bash scripts/check-dependents

# The README's two commands in a Debian 13 chroot (Cairo 1.18, Pango 1.56): CI's second
# lane (docs/getting-started.md, "Systems").
test-debian13:
	bash scripts/debian13-lane

# Runs the tests with FOLIO_GOLDEN_REPORT set: every failing snapshot is added to
# $(OUT)/golden-report/index.html (what changed, expected/actual/difference images, the
# command that re-records it). FILTER narrows the tests (`make golden-report FILTER=Sample`).
FILTER ?= .
golden-report: bootstrap
	rm -rf $(OUT)/golden-report && mkdir -p $(OUT)/golden-report
	printf '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Golden report</title></head><body><h1>Golden report</h1><p id="summary">0 failing snapshots.</p></body></html>\n' > $(OUT)/golden-report/index.html
	FOLIO_GOLDEN_REPORT=$(abspath $(OUT))/golden-report $(SWIFT) test --filter '$(FILTER)' || true
	@echo "golden report: $(OUT)/golden-report/index.html ($$(grep -o '[0-9]* failing snapshots\?' $(OUT)/golden-report/index.html | head -1))"

# folio is built first: the scripts section times the `folio` beside folio-bench.
bench: bootstrap
	$(SWIFT) build -c release --product folio
	$(SWIFT) run -c release folio-bench

# The generative suite: SEEDS random documents (from START) rendered in child processes on
# every core and checked with qpdf, xmllint, rsvg-convert and pdftotext; failures are
# shrunk and printed as Swift scripts (out/fuzz/failures). See docs/reliability.md.
SEEDS ?= 1000
START ?= 0
fuzz: bootstrap
	$(SWIFT) build -c release --product folio-fuzz
	.build/release/folio-fuzz run --seeds $(SEEDS) --start $(START) --out $(OUT)/fuzz

# The concurrency stress tests under ThreadSanitizer (a separate build folder: every
# module is rebuilt instrumented).
tsan: bootstrap
	$(SWIFT) test --scratch-path .build/tsan --sanitize=thread --filter ConcurrencyStressTests

# The seed examples in Tests/SeedExampleTests stay verbatim (only the import changes), so
# only their test harness is formatted.
format:
	$(SWIFT) format --in-place --recursive --configuration .swift-format Sources Samples Package.swift \
	  $$(find Tests -name '*.swift' ! -path 'Tests/SeedExampleTests/*') Tests/SeedExampleTests/SeedExampleTests.swift

docs: bootstrap
	bash scripts/build-docs

# Installs `folio` in $(PREFIX)/bin and what it compiles scripts against (the scripting
# library and Folio's Swift modules) in $(PREFIX)/lib/folio; DESTDIR stages it.
install: bootstrap
	$(SWIFT) build -c release --product folio
	$(SWIFT) build -c release --product FolioScripting
	install -d '$(DESTDIR)$(PREFIX)/bin' '$(DESTDIR)$(PREFIX)/lib/folio/Modules'
	install -m 755 .build/release/folio '$(DESTDIR)$(PREFIX)/bin/folio'
	install -m 755 .build/release/libFolioScripting.so '$(DESTDIR)$(PREFIX)/lib/folio/libFolioScripting.so'
	cp -R .build/release/Modules/. '$(DESTDIR)$(PREFIX)/lib/folio/Modules/'
	@echo "installed folio in $(DESTDIR)$(PREFIX)/bin"

clean:
	rm -rf .build $(OUT)
