# DLX solver suite. mk/build.mk holds every build rule and compiler flag (dependency tracking with
# -MMD -MP: an edit to any source or header rebuilds exactly what uses it); run_tests.sh drives it.
#   make            build everything into build/, JOBS=<n> at once (default: the number of cores):
#                   build/<task>, build/dialects/<task>.<dialect>, build/tools, build/checkers,
#                   build/tests, build/stress (./run_tests.sh --build)
#   make test       the test command: ./run_tests.sh (builds and checks in parallel)
#   make sync       paste every canonical file (src/dlx_core.h, src/judge/*.h) into the marked regions
#                   of the judge files that carry it (src/tools/coresync)
#   make install PREFIX=/usr/local DESTDIR=    build the tools (every problems/<name>.cpp that is not a
#                   judge file: xc, sudoku, jigsaw, killer, polyomino, polycube, matching, ...) and copy
#                   them to $(DESTDIR)$(PREFIX)/bin; make uninstall removes them again
#   make stress N=100000    stress at scale (src/stress/stress.sh): the core and XCC vs brute force on N
#                           instances each, GRIDS= sudoku grids per size (4x4, 9x9, 16x16; BIG= 25x25)
#                           vs a backtracking oracle; broken cores must be caught
#   make asan       the whole suite under -fsanitize=address,undefined (ASAN=1 ./run_tests.sh, build-asan/)
#   make valgrind   every task's testdata cases once under valgrind --leak-check=full
#                   (VALGRIND=1 ./run_tests.sh, build-valgrind/)
#   make debug      every task built with -D_GLIBCXX_DEBUG(_PEDANTIC) + ASan/UBSan, run on its cases
#                   (DEBUG=1 ./run_tests.sh, build-debug/)
#                   (both: TASKS="t1 t2" picks tasks; big or slow cases are skipped, listed as SKIP)
#   make bench      speed figures (one line per measurement)
#   make fuzz SECONDS=60   libFuzzer targets src/fuzz/<task>.cpp (clang++), each run for SECONDS
#                           seconds on a corpus seeded from testdata/<task>/*.in; FUZZ="t1 t2" picks
#   make fuzz-long         each target until 10^6 executions (-runs=1000000); MAXTIME=S caps each at S s
#   make judge-windows     the judge tasks built with MinGW for 32-bit Windows, every case run under
#                          Wine with LF and CRLF input (src/hardening/judge_windows.sh; TASKS= picks;
#                          needs g++-mingw-w64-i686, wine, wine32: it prints the apt-get line)
#   make clean
N ?= 100000
SEED ?= 1

.PHONY: all test sync stress asan bench clean
all:
	@./run_tests.sh --build

test:
	./run_tests.sh

sync:
	@./run_tests.sh --make build/tools/coresync && \
	  build/tools/coresync write $$(grep -lE $(JUDGE_RE) problems/*.cpp)

stress: all
	@sh src/stress/stress.sh $(N) $(SEED)

asan:
	ASAN=1 ./run_tests.sh

# the tools: problems/*.cpp without a judge on the header's ` * Submit as:` line
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR ?= $(PREFIX)/bin
JUDGE_RE = '^ \* Submit as: (POJ|UVa|SPOJ|Luogu|LeetCode|HDU)'
INSTALL_TOOLS = $(patsubst problems/%.cpp,%,$(shell grep -LE $(JUDGE_RE) problems/*.cpp))
.PHONY: install uninstall
install:
	@./run_tests.sh --make $(addprefix build/,$(INSTALL_TOOLS))
	mkdir -p '$(DESTDIR)$(BINDIR)'
	@for t in $(INSTALL_TOOLS); do echo "install build/$$t $(DESTDIR)$(BINDIR)/$$t"; \
	  install -m 755 build/$$t '$(DESTDIR)$(BINDIR)/'$$t || exit 1; done
uninstall:
	@for t in $(INSTALL_TOOLS); do rm -f '$(DESTDIR)$(BINDIR)/'$$t; done

.PHONY: valgrind debug
TASKS ?=
valgrind:
	VALGRIND=1 ./run_tests.sh $(TASKS)

debug:
	DEBUG=1 ./run_tests.sh $(TASKS)

bench: all
	ALL=1 sh src/tests/sources_compile.sh
	sh src/bench/bench.sh

.PHONY: judge-windows
judge-windows:
	@sh src/hardening/judge_windows.sh $(TASKS)

clean:
	rm -rf build build-asan build-debug build-valgrind

# ---- fuzzing: build/fuzz/<task>, corpus build/fuzz/corpus/<task>/ (seeds: testdata/<task>/*.in and
# the files src/fuzz/<task>.seeds names, if it exists), crashes and slow
# inputs saved as build/fuzz/artifacts/<task>/crash-*|timeout-*|leak-*, log build/fuzz/<task>.log.
# A failing target does not stop the others; the exit status is non-zero if any failed.
SECONDS ?= 60
FUZZ ?= $(basename $(notdir $(wildcard src/fuzz/*.cpp)))
FUZZ_CXX ?= clang++
FUZZ_FLAGS = -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -I. \
  -fsanitize-coverage-ignorelist=src/fuzz/coverage-ignore.txt
FUZZ_RUN = -timeout=10 -max_len=4096 -rss_limit_mb=1024 -print_final_stats=1

# shell text shared by both targets: seed the corpus and build build/fuzz/<task> for each task
FUZZ_BUILD = mkdir -p build/fuzz && for t in $(FUZZ); do \
	  mkdir -p build/fuzz/corpus/$$t build/fuzz/artifacts/$$t && \
	  for f in testdata/$$t/*.in $$(cat src/fuzz/$$t.seeds 2> /dev/null); do [ -f "$$f" ] && cp -f "$$f" build/fuzz/corpus/$$t/seed-$$(basename "$$f"); done; \
	  nice -n 19 $(FUZZ_CXX) $(FUZZ_FLAGS) -o build/fuzz/$$t.tmp.$$$$ src/fuzz/$$t.cpp && \
	    mv -f build/fuzz/$$t.tmp.$$$$ build/fuzz/$$t || exit 1; \
	done

.PHONY: fuzz fuzz-long
fuzz:
	@$(FUZZ_BUILD); bad=""; for t in $(FUZZ); do \
	  nice -n 19 build/fuzz/$$t $(FUZZ_RUN) -max_total_time=$(SECONDS) \
	    -artifact_prefix=build/fuzz/artifacts/$$t/ build/fuzz/corpus/$$t > build/fuzz/$$t.log 2>&1 || bad="$$bad $$t"; \
	  echo "fuzz $$t $$(grep -h '^stat::number_of_executed_units' build/fuzz/$$t.log | sed 's/.*: *//') executions in $(SECONDS) s"; \
	done; if [ -n "$$bad" ]; then echo "fuzz FAILED:$$bad (see build/fuzz/<task>.log)"; exit 1; fi

# MAXTIME=S caps each target of fuzz-long at S seconds (then it reports the executions it reached)
MAXTIME ?=
fuzz-long:
	@$(FUZZ_BUILD); bad=""; for t in $(FUZZ); do \
	  s0=$$(date +%s); \
	  nice -n 19 build/fuzz/$$t $(FUZZ_RUN) -runs=1000000 $(if $(MAXTIME),-max_total_time=$(MAXTIME)) \
	    -artifact_prefix=build/fuzz/artifacts/$$t/ build/fuzz/corpus/$$t > build/fuzz/$$t.log 2>&1 || bad="$$bad $$t"; \
	  echo "fuzz $$t $$(grep -h '^stat::number_of_executed_units' build/fuzz/$$t.log | sed 's/.*: *//') executions in $$(( $$(date +%s) - s0 )) s"; \
	done; if [ -n "$$bad" ]; then echo "fuzz FAILED:$$bad (see build/fuzz/<task>.log)"; exit 1; fi
