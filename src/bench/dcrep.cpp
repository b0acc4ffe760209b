/* dcrep: xc's count with domain consistency (src/engine/dc.h) in a chosen representation.
 *   dcrep bits|linear|auto FILE [LIMIT]      (any input xc reads)
 * prints one line:
 *   <rep chosen> count=<n> nodes=<n> removals=<n> build_s=<s> search_s=<s> table_mb=<MB> rows_mb=<MB>
 * (CPU seconds of this process; table_mb: the tables of the representation built, est_mb:
 * DC::table_bytes()'s estimate of them from the matrix, rows_mb: what the bit rows take). Measurement only (src/bench/dc.sh builds and runs it);
 * xc itself chooses by DC's rule (rep auto).
 * Build: g++ -O2 -mpopcnt -std=gnu++17 -pthread -I. -o build/bench/dcrep src/bench/dcrep.cpp */
#define FUZZING
#include "problems/xc.cpp"

static double cpu_now() { return (double)clock() / CLOCKS_PER_SEC; }

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: dcrep bits|linear|auto FILE [LIMIT]\n"); return 2; }
    string r = argv[1];
    int rep = r == "bits" ? DC::BITS : r == "linear" ? DC::LINEAR : r == "auto" ? DC::AUTO : -1;
    if (rep < 0) { fprintf(stderr, "dcrep: bits, linear or auto\n"); return 2; }
    Input in;
    if (!load_input(argv[2], in)) return 2;
    Model m;
    Error err;
    Limits lim = { (u64)1 << 40, (u64)1 << 40 };
    string format;
    if (!read_model(format, in, m, lim, err)) { fprintf(stderr, "dcrep: %s at line %d\n", err.what.c_str(), err.line); return 2; }
    in.buf.clear();
    double t0 = cpu_now();
    DCSearch S;  /* the search xc runs (src/engine/dcsearch.h) on the tables under test */
    DC &d = S.dc;
    d.set_rep(rep);
    if (!S.build(m.n, m.np, m.options(), &m.ostart[0], m.oitem.empty() ? 0 : &m.oitem[0],
                 m.ocolor.empty() ? 0 : &m.ocolor[0], 1e12)) {
        fprintf(stderr, "dcrep: build failed\n");
        return 2;
    }
    double t1 = cpu_now();
    unsigned long long c = 0, limit = argc > 3 ? strtoull(argv[3], 0, 10) : 0;
    S.begin(DLX::COUNT);
    while (S.next() == DLX::FOUND && ++c != limit) {}
    S.end_search();
    double t2 = cpu_now();
    DCLinear::Shape sh = d.shape();
    if (getenv("DCREP_SHAPE")) fprintf(stderr, "groups=%d members=%d pairs=%d watched_sets=%d sets=%d\n", sh.groups, sh.members, sh.pairs, sh.watched_sets, sh.sets);
    printf("%s count=%llu nodes=%llu removals=%llu build_s=%.3f search_s=%.3f table_mb=%.1f est_mb=%.1f rows_mb=%.1f\n",
           d.uses_bits() ? "bits" : "linear", c, (unsigned long long)d.nodes(), (unsigned long long)d.removals(), t1 - t0, t2 - t1,
           d.bytes() / (1 << 20), DC::table_bytes(m.n, m.np, m.options(), &m.ostart[0], m.oitem.empty() ? 0 : &m.oitem[0],
                                                m.ocolor.empty() ? 0 : &m.ocolor[0], rep) / (1 << 20),
           DC::table_bytes(m.options(), m.np) / (1 << 20));
    return 0;
}
