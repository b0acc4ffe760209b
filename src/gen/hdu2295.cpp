// hdu2295: seeded generator of HDU 2295 "Radar" inputs (src/stress/rng.h; the seed alone fixes
// the output).
//   hdu2295 SEED KIND [T [N [M [K]]]]     a 0 (or nothing) draws that size at random
// T cases (default 20) of N cities (default 1..50), M stations (default 1..50), K operators
// (default 1..M). Coordinates 0..1000. KIND:
//   random      every point uniform on the square
//   small       N, M drawn from 1..8 when not given, coordinates 0..12 (ties, repeated points)
//   clusters    points around 2..6 centres (crowded stations: many near-equal choices)
//   collinear   every point on one line: horizontal, vertical, diagonal or y = 2x + c
//   dupcities   the cities on 1..3 distinct points
//   dupstations the stations on 1..3 distinct points
//   onstation   every city on a station (answer 0 when K covers the stations used)
//   onestation  every city on one station (answer 0)
//   grid        cities and stations on two 7x7 lattices (step 10..140, the second shifted by
//               0, a half or a third of a step), the rest at random: many equal distances
//   ring        cities evenly on one circle, stations evenly on another (same centre, turned):
//               every station covers an arc, none inside another
//   mixed       each case one of the kinds above
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "src/stress/rng.h"

static const char *kinds[] = {"random", "small", "clusters", "collinear", "dupcities", "dupstations",
                              "onstation", "onestation", "grid", "ring"};
static const int NKINDS = 10;
static int X[100], Y[100];

static int clamp(int v) { return v < 0 ? 0 : v > 1000 ? 1000 : v; }
static void point(int k, const char *kind, int span, int *cx, int *cy, int centres) {
    if (!strcmp(kind, "clusters")) {
        int c = below(centres);
        X[k] = clamp(cx[c] + below(2 * span + 1) - span);
        Y[k] = clamp(cy[c] + below(2 * span + 1) - span);
    } else {
        X[k] = below(span + 1);
        Y[k] = below(span + 1);
    }
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: hdu2295 SEED KIND [T [N [M [K]]]]\n"); return 2; }
    rng_state = strtoull(argv[1], 0, 10);
    const char *kind = argv[2];
    int T = argc > 3 ? atoi(argv[3]) : 0, N0 = argc > 4 ? atoi(argv[4]) : 0;
    int M0 = argc > 5 ? atoi(argv[5]) : 0, K0 = argc > 6 ? atoi(argv[6]) : 0;
    bool known = !strcmp(kind, "mixed");
    for (int i = 0; i < NKINDS; i++) known = known || !strcmp(kind, kinds[i]);
    if (!known || T < 0 || N0 < 0 || N0 > 50 || M0 < 0 || M0 > 50 || K0 < 0 || (M0 && K0 > M0)) {
        fprintf(stderr, "hdu2295 gen: bad KIND or sizes (see the header of src/gen/hdu2295.cpp)\n");
        return 2;
    }
    if (T == 0) T = 20;
    printf("%d\n", T);
    for (int t = 0; t < T; t++) {
        const char *k = !strcmp(kind, "mixed") ? kinds[below(NKINDS)] : kind;
        bool small = !strcmp(k, "small");
        int N = N0 ? N0 : 1 + below(small ? 8 : 50), M = M0 ? M0 : 1 + below(small ? 8 : 50);
        int K = K0 ? K0 : 1 + below(M);
        int span = small ? 12 : 1000, cx[6], cy[6], centres = 2 + below(5);
        for (int c = 0; c < 6; c++) { cx[c] = below(1001); cy[c] = below(1001); }
        if (!strcmp(k, "clusters")) span = 5 + below(60);
        for (int i = 0; i < N + M; i++) point(i, k, span, cx, cy, centres);
        if (!strcmp(k, "collinear")) {
            int form = below(4), c = below(1001);
            for (int i = 0; i < N + M; i++) {
                int v = below(1001);
                if (form == 0) Y[i] = c;
                else if (form == 1) X[i] = c;
                else if (form == 2) Y[i] = X[i] = v;
                else { X[i] = below(301); Y[i] = 2 * X[i] + c % 400; }
                if (form == 0) X[i] = v;
                if (form == 1) Y[i] = v;
            }
        } else if (!strcmp(k, "dupcities") || !strcmp(k, "dupstations")) {
            int from = k[3] == 'c' ? 0 : N, n = k[3] == 'c' ? N : M, d = 1 + below(3);
            for (int i = d; i < n; i++) { int s = from + below(d); X[from + i] = X[s]; Y[from + i] = Y[s]; }
        } else if (!strcmp(k, "onstation") || !strcmp(k, "onestation")) {
            int s = N + below(M);
            for (int i = 0; i < N; i++) {
                if (k[2] == 's') s = N + below(M);  // onstation: any station for each city
                X[i] = X[s]; Y[i] = Y[s];
            }
        } else if (!strcmp(k, "grid")) {
            int steps[4] = {10, 50, 100, 140}, step = steps[below(4)], shift = below(3);
            int off = shift == 0 ? 0 : step / (shift + 1), swap = below(2);
            for (int i = 0; i < N + M; i++) {
                int first = i < N ? 0 : N, at = i - first, o = (i < N) == (swap == 0) ? 0 : off;
                if (at < 49) { X[i] = at % 7 * step + o; Y[i] = at / 7 * step + o; }
                else { X[i] = below(6 * step + 1); Y[i] = below(6 * step + 1); }
            }
        } else if (!strcmp(k, "ring")) {
            int radius[3] = {480, 450, 400}, rc = radius[below(3)], rs = below(rc + 1), turn = below(1000);
            const double pi = 3.14159265358979323846;
            for (int i = 0; i < N + M; i++) {
                int cities = i < N, n = cities ? N : M, at = cities ? i : i - N, r = cities ? rc : rs;
                double a = 2 * pi * (at + (cities ? 0 : turn / 1000.0)) / n;
                X[i] = (int)floor(500 + r * cos(a) + 0.5);
                Y[i] = (int)floor(500 + r * sin(a) + 0.5);
            }
        }
        printf("%d %d %d\n", N, M, K);
        for (int i = 0; i < N + M; i++) printf("%d %d\n", X[i], Y[i]);
    }
    return 0;
}
