# Every build of the suite, and the one place for its compiler flags (GNU make). run_tests.sh runs
#   make -f mk/build.mk -j$JOBS MODE=<mode> B=<dir> [target ...]      (default target: all)
# and `make` (the Makefile) runs ./run_tests.sh --build, so both build the same way.
#   $B/<task>                      problems/<task>.cpp, or src/drivers/<task>.cpp when it exists
#                                  (function-style tasks: the driver includes the task file)
#   $B/dialects/<task>.<dialect>   the same source in each judge dialect of the task's
#                                  ` * Dialects:` header line (mk/dialects.sh)
#   $B/tools/<n>                   src/tools/<n>.cpp        $B/checkers/<n>   src/checkers/<n>.cpp
#   $B/tests/<n>                   src/tests/<n>.cpp        $B/stress/<n>     src/stress/<n>.cpp
#                                  (the stress programs stress_*; the oracles of xcc.sh, sudoku.sh)
#   $B/tests/<task>_under_test     problems/<task>.cpp with plain -O2 even under the sanitizers,
#                                  for the src/tests scripts that run a task many times (xc_*,
#                                  *_scale); in the normal mode a copy of $B/<task>
#   $B/core/c++98                  mk/core98.cpp: the judge core alone, -std=c++98 -pedantic-errors
#   BROKEN_BINS=<dir>/<name>/<test> ...   src/stress/<test>.cpp built against the changed engine copy
#                                  in <dir>/<name>/tree (run_tests.sh's broken variants)
# Every compile goes through mk/cc.sh: private name then rename, OUT.log, and OUT.d from -MMD -MP,
# included below, so an edit to any source or header rebuilds exactly what uses it. The flags are
# kept in $B/.flags (rewritten only when they change) and every target depends on it.
# MODE: normal (build/: -O2, -mpopcnt where the compiler has it), asan (build-asan/), debug
# (build-debug/: libstdc++ debug mode + ASan/UBSan), valgrind (build-valgrind/: -O1 -g).
MODE ?= normal
B ?= build
# What the compiler can do, each found by compiling a small program (0.2-0.3 s each): P_POPCNT
# (-mpopcnt), P_BMI (mk/bmi.sh), P_STATIC (-static). Worked out once per run of run_tests.sh, which
# prints them with the target `probes` and hands them on (DLX_PROBED, the compiler they are of, and
# DLX_P_*) to the makes of the test scripts and broken variants: every `run_tests.sh --make` parses
# this file (over 80 a run, 0.7 s each when each probed again). Without them (or for another
# compiler), each is worked out where it is used.
ifeq ($(DLX_PROBED),$(CXX))
P_POPCNT := $(DLX_P_POPCNT)
P_BMI := $(DLX_P_BMI)
P_STATIC := $(DLX_P_STATIC)
else
P_POPCNT = $(shell echo 'int main() { return 0; }' | $(CXX) -mpopcnt -x c++ -o /dev/null - 2> /dev/null && echo -mpopcnt)
P_BMI = $(shell sh mk/bmi.sh $(CXX))
P_STATIC = $(shell echo 'int main() { return 0; }' | $(CXX) -static -pthread -x c++ -o /dev/null - 2> /dev/null && echo -static)
endif
CLANGXX ?= clang++
POPCNT ?= 1
WARN := -Wall -Wextra -Werror
SAN := -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
ifeq ($(MODE),asan)
OPT := -O1 -g $(SAN)
else ifeq ($(MODE),debug)
OPT := -O1 -g -D_GLIBCXX_DEBUG -D_GLIBCXX_DEBUG_PEDANTIC $(SAN)
else ifeq ($(MODE),valgrind)
OPT := -O1 -g
else
# the popcount instruction where the compiler has it (x86-64 since 2008): count()'s tail counts
# bits, and g++ turns the core's portable SWAR popcount into one instruction (pentomino_5x12
# count 0.70 -> 0.42 s). Not -march=native: valgrind (make valgrind, src/bench/instr.sh) cannot
# decode AVX-512, and it gave no more. POPCNT=0: without it.
OPT := -O2 $(if $(filter 1,$(POPCNT)),$(P_POPCNT))
endif
# the bit-manipulation instructions (tzcnt, lzcnt, the BMI2 shifts) for the tools of the grid's
# propagator search, where this machine runs them right (mk/bmi.sh runs a test program: x86-64
# since 2013): its masks' lowest and highest bits and shifts are its inner loops (TAREK_ALL
# --unique 1,263 -> 1,188 ms, medians of 5). The normal build only (valgrind decodes them too, but
# the other modes keep their flags). BMI=0: without.
BMI ?= 1
GRID_TASKS := groups killer
BMI_FLAGS := $(if $(and $(filter normal,$(MODE)),$(filter 1,$(BMI))),$(P_BMI))
# the binary the cases run; the programs the test command runs (tests, stress programs)
TASK_FLAGS := -std=c++17 $(WARN) $(OPT) -pthread -I.
# (-Og where the mode says -O2: the test and stress programs compile faster than at -O2, and at
# -Og 30 % less CPU than at -O1 (78 -> 54 s for all 24), their runs in the test command 23 -> 32 s;
# -O1 for the four whose runs cost more than the compile saves: stress_dc 3.2 -> 2.0 s of compile
# but 4.4 -> 7.1 s of run, stress_dcsearch, stress_mult, stress_mincover. The tasks keep -O2)
CHECK_OPT := $(patsubst -O2,-Og,$(OPT))
CHECK_O1 := stress_dc stress_dcsearch stress_mult stress_mincover
check_opt = $(if $(filter $(1),$(CHECK_O1)),$(patsubst -O2,-O1,$(OPT)),$(CHECK_OPT))
TEST_FLAGS := -std=gnu++17 $(WARN) -pthread -I.
STRESS_FLAGS := -std=c++17 $(WARN) -I.
# the judges' side (tools, checkers) and the task copies of the test scripts: plain -O2 in every mode
TOOL_FLAGS := -O2 -std=c++17 $(WARN)
# the checkers at -O1: a third less compile; they read one output each
CHECKER_FLAGS := $(patsubst -O2,-O1,$(TOOL_FLAGS))
UNDER_TEST_FLAGS := -std=c++17 $(WARN) -O2 -pthread -I.
CORE98_FLAGS := -std=c++98 -pedantic-errors $(WARN) -I.
# a broken variant only has to build and run: no -Werror (a changed line may well warn); -Og
# compiles 35-40 % faster than -O1 (which compiled a third faster than -O2), and a variant's run ends
# at its first failure (STRESS_FIRST_FAILURE=1). Its 2000 instances run 1.1-1.5x slower than at
# -O1 (stress_dc 2.8 -> 3.8 s: run_tests.sh gives its variants 8 s, not 5, to stand for a hang)
BROKEN_FLAGS := -Og -std=c++17
# dialect_cmd DIALECT: compiler and flags of a judge dialect
dialect_cmd = $(if $(filter c++98,$(1)),$(CXX) -std=c++98 -pedantic-errors $(WARN) $(OPT),$(if \
  $(filter clang-c++2b-asan,$(1)),$(CLANGXX) -std=c++2b -fsanitize=address -O1 $(WARN),$(CXX) -std=$(1) $(WARN) $(OPT) -pthread))

# A tool's other dialects (c++98, c++11: the language it promises to compile in) are checked with
# -fsyntax-only in the normal mode: that it compiles; its cases run on $B/<task>, the same source
# at -O2 (groups.c++98: 17 s of compile at -O2, 5 s at -O0, 2 s -fsyntax-only; mk/cc.sh leaves a
# script that fails if run, and run_tests.sh, seeing a script, runs no samples on it). The judge
# files keep the judges' -O2, and run their samples.
TOOL_DIALECT_OPT = $(if $(and $(filter normal,$(MODE)),$(filter $(basename $*),$(TOOL_TASKS))),-fsyntax-only)

FLAGS_NOW := $(CXX) | $(CLANGXX) | $(value dialect_cmd) | $(value TOOL_DIALECT_OPT) | $(CHECKER_FLAGS) | $(TASK_FLAGS) | $(BMI_FLAGS) | $(STATIC_LINK) | $(TEST_FLAGS) | $(STRESS_FLAGS) | $(CHECK_OPT) | $(CHECK_O1) | $(TOOL_FLAGS) | $(UNDER_TEST_FLAGS) | $(CORE98_FLAGS) | $(BROKEN_FLAGS)
$(shell mkdir -p $(B) && { [ "$$(cat $(B)/.flags 2> /dev/null)" = '$(FLAGS_NOW)' ] || echo '$(FLAGS_NOW)' > $(B)/.flags; })
DEPS := $(B)/.flags
CC := sh mk/cc.sh

main_src = $(firstword $(wildcard src/drivers/$(1).cpp) problems/$(1).cpp)
TASKS := $(patsubst problems/%.cpp,%,$(wildcard problems/*.cpp))
TASK_BINS := $(addprefix $(B)/,$(TASKS))
# The tools (no judge on the ` * Submit as:` line, as the Makefile's install picks them) link statically in the normal build where the
# compiler can (libstdc++.a and libc.a come with g++): a run then starts in about 0.5 ms instead of
# 1.2 ms (the dynamic loader's work on libstdc++), a third of a small word puzzle's first solution.
# The judge tasks stay as judges build them. STATIC=0: dynamic.
STATIC ?= 1
TOOL_TASKS := $(patsubst problems/%.cpp,%,$(shell grep -LE '^ \* Submit as: (POJ|UVa|SPOJ|Luogu|LeetCode|HDU)' problems/*.cpp))
STATIC_LINK := $(if $(and $(filter normal,$(MODE)),$(filter 1,$(STATIC))),$(P_STATIC))
HAVE_CLANG := $(shell command -v $(CLANGXX) > /dev/null 2>&1 && echo 1)
DIALECT_BINS := $(addprefix $(B)/dialects/,$(shell sh mk/dialects.sh))
TOOL_BINS := $(patsubst src/tools/%.cpp,$(B)/tools/%,$(wildcard src/tools/*.cpp))
CHECKER_BINS := $(patsubst src/checkers/%.cpp,$(B)/checkers/%,$(wildcard src/checkers/*.cpp))
TEST_BINS := $(patsubst src/tests/%.cpp,$(B)/tests/%,$(wildcard src/tests/*.cpp))
STRESS_BINS := $(patsubst src/stress/%.cpp,$(B)/stress/%,$(wildcard src/stress/stress_*.cpp))
# the oracles src/stress/xcc.sh and sudoku.sh drive (plain -O2 in every mode)
# (not costmode.cpp: only the base of the costs-* broken variants; unbroken, it is the test
# src/tests/xc_costmode.cpp, built and run as such)
STRESS_HELPER_BINS := $(patsubst src/stress/%.cpp,$(B)/stress/%,$(filter-out src/stress/stress_% src/stress/costmode.cpp,$(wildcard src/stress/*.cpp)))
# the tasks the src/tests scripts run as $B/tests/<task>_under_test: xc (src/tests/lib/xc_setup.sh)
# and each <task> with a src/tests/<task>_scale.sh (src/tests/lib/scale_lib.sh)
UNDER_TEST_BINS := $(patsubst %,$(B)/tests/%_under_test,$(if $(wildcard src/tests/xc_*.sh),xc) \
  $(patsubst src/tests/%_scale.sh,%,$(wildcard src/tests/*_scale.sh)))
# the oracles and generators that more than one src/tests script runs, built once here (plain -O2
# in every mode): $B/tests/brute_<n> from src/brute/<n>.cpp, $B/tests/gen_<n> from src/gen/<n>.cpp
SHARED_HELPER_BINS := $(B)/tests/brute_tiling $(B)/tests/gen_tiling $(B)/tests/brute_xcc $(B)/tests/gen_xcc
CORE98_BIN := $(B)/core/c++98
BROKEN_BINS ?=

.PHONY: all probes
probes:
	@echo "DLX_P_POPCNT='$(P_POPCNT)' DLX_P_BMI='$(P_BMI)' DLX_P_STATIC='$(P_STATIC)'"
# without clang++ the clang dialect is left out (the test command reports it as SKIP)
all: $(TASK_BINS) $(if $(HAVE_CLANG),$(DIALECT_BINS),$(filter-out %.clang-c++2b-asan,$(DIALECT_BINS))) \
  $(TOOL_BINS) $(CHECKER_BINS) $(TEST_BINS) $(STRESS_BINS) $(STRESS_HELPER_BINS) $(UNDER_TEST_BINS) $(CORE98_BIN) \
  $(SHARED_HELPER_BINS)

.SECONDEXPANSION:
$(TASK_BINS): $(B)/%: $$(call main_src,%) $(DEPS)
	@$(CC) $@ $(CXX) $(TASK_FLAGS) $(if $(filter $*,$(TOOL_TASKS)),$(STATIC_LINK)) $(if $(filter $*,$(GRID_TASKS)),$(BMI_FLAGS)) $<
# the c++17 dialect is the very command of $B/<task> (dialect_cmd c++17 -I. = TASK_FLAGS, and the
# grid tools' BMI_FLAGS): a copy
C17_BINS := $(filter %.c++17,$(DIALECT_BINS))
$(filter-out $(C17_BINS),$(DIALECT_BINS)): $(B)/dialects/%: $$(call main_src,$$(basename $$*)) $(DEPS)
	@$(CC) $@ $(call dialect_cmd,$(patsubst .%,%,$(suffix $*))) $(TOOL_DIALECT_OPT) -I. $<
$(C17_BINS): $(B)/dialects/%.c++17: $(B)/%
	@mkdir -p $(dir $@) && cp -f $< $@.tmp.$$$$ && mv -f $@.tmp.$$$$ $@
$(TOOL_BINS): $(B)/tools/%: src/tools/%.cpp $(DEPS)
	@$(CC) $@ $(CXX) $(TOOL_FLAGS) $<
$(CHECKER_BINS): $(B)/checkers/%: src/checkers/%.cpp $(DEPS)
	@$(CC) $@ $(CXX) $(CHECKER_FLAGS) $<
$(TEST_BINS): $(B)/tests/%: src/tests/%.cpp $(DEPS)
	@$(CC) $@ $(CXX) $(TEST_FLAGS) $(call check_opt,$*) $<
$(STRESS_BINS): $(B)/stress/%: src/stress/%.cpp $(DEPS)
	@$(CC) $@ $(CXX) $(STRESS_FLAGS) $(call check_opt,$*) $<
$(STRESS_HELPER_BINS): $(B)/stress/%: src/stress/%.cpp $(DEPS)
	@$(CC) $@ $(CXX) $(TOOL_FLAGS) -I. $<
$(B)/tests/brute_%: src/brute/%.cpp $(DEPS)
	@$(CC) $@ $(CXX) $(TOOL_FLAGS) -I. $<
$(B)/tests/gen_%: src/gen/%.cpp $(DEPS)
	@$(CC) $@ $(CXX) $(TOOL_FLAGS) -I. $<
ifeq ($(MODE),normal)
# the same flags as $B/<task>: a copy
$(B)/tests/%_under_test: $(B)/%
	@cp -f $< $@.tmp.$$$$ && mv -f $@.tmp.$$$$ $@
else
$(B)/tests/%_under_test: problems/%.cpp $(DEPS)
	@$(CC) $@ $(CXX) $(UNDER_TEST_FLAGS) $<
endif
$(CORE98_BIN): mk/core98.cpp $(DEPS)
	@$(CC) $@ $(CXX) $(CORE98_FLAGS) $<
$(BROKEN_BINS): %: src/stress/$$(notdir $$*).cpp
	@$(CC) $@ $(CXX) $(BROKEN_FLAGS) -I$(dir $@)tree -I. $<

-include $(wildcard $(B)/*.d $(B)/*/*.d)
