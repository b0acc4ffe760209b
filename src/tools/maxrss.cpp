// maxrss PROGRAM [ARGS...] -- run PROGRAM with this process's standard input, its standard
// output and error thrown away, and print its peak resident set size in KB (getrusage's
// ru_maxrss of the child, Linux units) on one line. Exit status: PROGRAM's (128 + signal if it
// was killed), 127 if it could not be started, 2 on a usage error.
#include <cstdio>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: maxrss PROGRAM [ARGS...] < INPUT  (prints the peak RSS in KB)\n");
    return 2;
  }
  pid_t pid = fork();
  if (pid < 0) { perror("maxrss: fork"); return 127; }
  if (pid == 0) {
    int null = open("/dev/null", O_WRONLY);
    if (null >= 0) { dup2(null, 1); dup2(null, 2); close(null); }
    execv(argv[1], argv + 1);
    _exit(127);
  }
  int st = 0;
  struct rusage ru;
  if (wait4(pid, &st, 0, &ru) < 0) { perror("maxrss: wait4"); return 127; }
  printf("%ld\n", ru.ru_maxrss);
  if (WIFEXITED(st)) return WEXITSTATUS(st);
  return WIFSIGNALED(st) ? 128 + WTERMSIG(st) : 127;
}
