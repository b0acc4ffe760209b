# DLX solver suite. Everything is built by run_tests.sh (one place for the compiler flags).
#   make            build build/<task> for every problems/<task>.cpp
#   make test       the test command: ./run_tests.sh
#   make sync       paste src/dlx_core.h into every task file's marked region
#   make stress N=100000    the core stress test at scale (N instances)
#   make asan       the whole suite under -fsanitize=address,undefined
#   make bench      speed figures (one line per measurement)
#   make clean
N ?= 100000
SEED ?= 1

.PHONY: all test sync stress asan bench clean
all:
	@./run_tests.sh --build

test:
	./run_tests.sh

sync:
	@h=$$(sha256sum src/dlx_core.h | cut -c1-12); mkdir -p build/tools && \
	  g++ -O2 -std=c++17 -o build/tools/coresync.$$$$ src/tools/coresync.cpp && \
	  mv -f build/tools/coresync.$$$$ build/tools/coresync && \
	  build/tools/coresync write "$$h" src/dlx_core.h problems/*.cpp

stress: all
	@mkdir -p build/tests && g++ -O2 -std=c++17 -Wall -Wextra -o build/tests/stress_core.$$$$ src/tests/stress_core.cpp && \
	  mv -f build/tests/stress_core.$$$$ build/tests/stress_core && time build/tests/stress_core $(N) $(SEED)

asan:
	ASAN=1 ./run_tests.sh

bench: all
	sh src/bench/bench.sh

clean:
	rm -rf build build-asan
