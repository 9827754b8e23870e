/* measure: runs a program and prints its own wall time and peak resident memory.
 *
 * folio-bench runs every timed program through this helper. Linux keeps the larger of
 * the old and new images' peak resident sizes across exec, so a program spawned straight
 * from folio-bench (itself a large process) would report folio-bench's peak as its own;
 * spawned from this small process, it reports its own.
 *
 * Usage: measure PROGRAM [ARGS...]; prints "measured seconds=S peak_kib=K status=N"
 * on its own line after the program's standard output.
 */
#include <spawn.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: measure PROGRAM [ARGS...]\n");
    return 2;
  }
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  pid_t pid;
  if (posix_spawn(&pid, argv[1], NULL, NULL, argv + 1, environ) != 0) {
    perror("measure: posix_spawn");
    return 1;
  }
  int status = 0;
  struct rusage usage;
  if (wait4(pid, &status, 0, &usage) < 0) {
    perror("measure: wait4");
    return 1;
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  double seconds = (double)(end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
  fflush(stdout);
  double cpu = (double)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
               (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
  printf("\nmeasured seconds=%.6f cpu_seconds=%.6f peak_kib=%ld status=%d\n", seconds, cpu,
         usage.ru_maxrss, WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
  return 0;
}
