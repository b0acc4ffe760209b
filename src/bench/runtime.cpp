// runtime: the whole-process time of a command, measured without a shell or a clock process in
// the interval. Each run: the monotonic clock, posix_spawn of the command with standard input from
// FILE and standard output and error to /dev/null, wait4, the clock again. The interval holds the
// command's exec, its loading, its run and its exit, and nothing of the measurer's own start.
//   runtime RUNS FILE CMD [ARG...]
// Prints `min=<ms> median=<ms> cpu_median=<ms>` (cpu: the child's user+sys from wait4).
// Measurement only (src/bench/words_first.sh); nothing in the build or the tests runs it.
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <time.h>
#include <unistd.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

extern char **environ;

static double now_ms() {
    timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: runtime RUNS FILE CMD [ARG...]\n");
        return 2;
    }
    int runs = std::atoi(argv[1]);
    if (runs < 1) {
        std::fprintf(stderr, "runtime: RUNS must be a positive number, not '%s'\n", argv[1]);
        return 2;
    }
    std::vector<double> wall, cpu;
    for (int r = 0; r < runs; r++) {
        int in = open(argv[2], O_RDONLY);
        if (in < 0) {
            std::fprintf(stderr, "runtime: cannot open %s\n", argv[2]);
            return 2;
        }
        posix_spawn_file_actions_t fa;
        posix_spawn_file_actions_init(&fa);
        posix_spawn_file_actions_adddup2(&fa, in, 0);
        posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
        posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
        pid_t pid;
        double t0 = now_ms();
        if (posix_spawn(&pid, argv[3], &fa, nullptr, argv + 3, environ) != 0) {
            std::fprintf(stderr, "runtime: cannot run %s\n", argv[3]);
            return 2;
        }
        int status;
        rusage ru;
        wait4(pid, &status, 0, &ru);
        double t1 = now_ms();
        posix_spawn_file_actions_destroy(&fa);
        close(in);
        if (!WIFEXITED(status)) {
            std::fprintf(stderr, "runtime: %s did not exit normally\n", argv[3]);
            return 1;
        }
        wall.push_back(t1 - t0);
        cpu.push_back(ru.ru_utime.tv_sec * 1e3 + ru.ru_utime.tv_usec / 1e3 +
                      ru.ru_stime.tv_sec * 1e3 + ru.ru_stime.tv_usec / 1e3);
    }
    std::printf("min=%.3f median=%.3f cpu_median=%.3f\n",
                *std::min_element(wall.begin(), wall.end()), median(wall), median(cpu));
    return 0;
}
