// How much does the search tree of a 16x16 sudoku depend on the order of the matrix? Each puzzle
// (16 lines of 'A'..'P' / '-', blank lines between puzzles, as testdata/bench16/minimal-20.in) is
// solved as poj3076 solves it (same matrix, quick forced moves, first solution) in K equivalent
// forms: as given, transposed, turned 180 degrees, upside down, then K-4 random relabellings of
// the letters with the bands, the stacks, and the rows and columns inside them shuffled (fixed
// seed). Prints the nodes of every form, then their min / median / max, and checks each answer
// maps back to the same grid.
//   g++ -O2 -I. -o /tmp/variants16 src/proto/variants16.cpp && /tmp/variants16 24 < testdata/bench16/minimal-20.in
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include "src/dlx_core.h"

static unsigned lcg = 12345;
static int rnd(int n) { lcg = lcg * 1103515245u + 12345u; return (int)((lcg >> 16) % (unsigned)n); }
static void shuffle(int *a, int n) { for (int i = n - 1; i > 0; i--) std::swap(a[i], a[rnd(i + 1)]); }

struct Form { int cell[256]; int letter[16]; };  // form cell k holds original cell cell[k], letter relabelled

static long long solve(DLX &d, const char *g, char *out) {
  d.unselect_all();
  for (int k = 0; k < 256; k++)
    if (g[k] != '-' && !d.select_row(k * 16 + (g[k] - 'A'))) return -1;
  unsigned long long n0 = d.nodes;
  if (!d.first()) return -1;
  for (int k = 0; k < d.solution_size(); k++) { int r = d.solution_row(k); out[r / 16] = (char)('A' + r % 16); }
  d.end_search();
  return (long long)(d.nodes - n0);
}

int main(int argc, char **argv) {
  int K = argc > 1 ? atoi(argv[1]) : 24;
  if (K < 4) K = 4;
  DLX d;
  d.reset(1024, 1024);
  d.reserve(4096, 4 * 4096);
  for (int r = 0; r < 16; r++)
    for (int c = 0; c < 16; c++)
      for (int v = 0; v < 16; v++) {
        int b = (r / 4) * 4 + c / 4;
        int items[4] = {1 + r * 16 + c, 257 + r * 16 + v, 513 + c * 16 + v, 769 + b * 16 + v};
        d.add_row(items, 4);
      }
  d.set_quick_forced(true);
  std::vector<std::string> lines;
  char buf[256];
  std::string g;
  int puzzle = 0, bad = 0;
  while (true) {
    bool eof = !fgets(buf, sizeof buf, stdin);
    std::string s = eof ? "" : buf;
    while (!s.empty() && (s[s.size() - 1] == '\n' || s[s.size() - 1] == '\r' || s[s.size() - 1] == ' ')) s.erase(s.size() - 1);
    if (!s.empty()) { g += s; if (!eof) continue; }
    if (g.size() == 256) {
      puzzle++;
      std::vector<long long> ns;
      char ref[257] = {0};
      printf("puzzle %d:", puzzle);
      for (int f = 0; f < K; f++) {
        Form F;
        for (int k = 0; k < 16; k++) F.letter[k] = k;
        for (int r = 0; r < 16; r++)
          for (int c = 0; c < 16; c++) {
            int rr = r, cc = c;
            if (f == 1) { rr = c; cc = r; }
            else if (f == 2) { rr = 15 - r; cc = 15 - c; }
            else if (f == 3) { rr = 15 - r; }
            F.cell[r * 16 + c] = rr * 16 + cc;
          }
        if (f >= 4) {
          int band[4] = {0, 1, 2, 3}, stack[4] = {0, 1, 2, 3}, rows[16], cols[16];
          shuffle(F.letter, 16); shuffle(band, 4); shuffle(stack, 4);
          for (int b = 0; b < 4; b++) {
            int in[4] = {0, 1, 2, 3}, ic[4] = {0, 1, 2, 3};
            shuffle(in, 4); shuffle(ic, 4);
            for (int j = 0; j < 4; j++) { rows[4 * b + j] = 4 * band[b] + in[j]; cols[4 * b + j] = 4 * stack[b] + ic[j]; }
          }
          for (int r = 0; r < 16; r++)
            for (int c = 0; c < 16; c++) F.cell[r * 16 + c] = rows[r] * 16 + cols[c];
        }
        char h[257], out[257];
        for (int k = 0; k < 256; k++) { char ch = g[F.cell[k]]; h[k] = ch == '-' ? '-' : (char)('A' + F.letter[ch - 'A']); }
        h[256] = out[256] = 0;
        long long n = solve(d, h, out);
        printf(" %lld", n);
        if (n < 0) { bad++; continue; }
        char back[257];
        back[256] = 0;
        int inv[16];
        for (int k = 0; k < 16; k++) inv[F.letter[k]] = k;
        for (int k = 0; k < 256; k++) back[F.cell[k]] = (char)('A' + inv[out[k] - 'A']);
        if (f == 0) memcpy(ref, back, 257);
        else if (memcmp(ref, back, 256) != 0) { printf(" (different answer)"); bad++; }
        ns.push_back(n);
      }
      std::sort(ns.begin(), ns.end());
      if (!ns.empty()) printf("  | min %lld median %lld max %lld\n", ns[0], ns[ns.size() / 2], ns[ns.size() - 1]);
      else printf("\n");
    }
    g.clear();
    if (eof) break;
  }
  return bad ? 1 : 0;
}
