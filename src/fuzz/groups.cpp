/* libFuzzer target: groups reading + solving (problems/groups.cpp without its main): every
 * statement, the Kakuro clue layout (`kakuro`) and sums whose symbols may repeat (`sum`) among them.
 * Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I. src/fuzz/groups.cpp (or make fuzz).
 * Bound: inputs over 2 KB are skipped; every puzzle gets at most 500 search nodes. Each input runs
 * twice: in the mode picked by its size (first / count / limit / unique) with the cage encoding
 * picked by the size (default, --sets, --xcc, --fill-max 5), and as --first with the default
 * encoding (--fill-max 200 in both, as killer's target: 3000 fillings are up to ~80000 nodes for
 * one cage). Checks: the status/message contract (src/fuzz/fuzz_check.h); both runs end the same
 * way (status, message) with one answer per puzzle (the answers before a bad puzzle are all
 * there); the answers of the first run have their mode's form (a count at most the limit); the
 * --first answers are `no solution` or a grid of equal rows of symbols and '#'; with the same
 * encoding (the same search order) two --first runs print the same, and a grid found by --first
 * within the budget is counted too. */
#define FUZZING
#include "problems/groups.cpp"
#include "src/fuzz/fuzz_check.h"
#include "src/fuzz/fuzz_grid.h"

/* the answers of a --first run: blocks ended by an empty line, each `no solution` or rows of one
 * length of symbols and '#'; per block, whether it is a grid */
static vector<int> first_blocks(const vector<string> &a, const string &out) {
    vector<int> found;
    for (size_t k = 0; k < a.size();) {
        size_t e = k;
        while (e < a.size() && !a[e].empty()) e++;
        if (e == a.size()) fuzz_fail("--first answer without its empty line", out);
        if (e == k) fuzz_fail("--first: an empty answer", out);
        if (a[k] == "no solution") {
            if (e != k + 1) fuzz_fail("--first: lines after `no solution`", out);
            found.push_back(0);
        } else {
            for (size_t r = k; r < e; r++) {
                if (a[r].size() != a[k].size()) fuzz_fail("--first: rows of different lengths", out);
                for (size_t c = 0; c < a[r].size(); c++)
                    if (a[r][c] != '#' && sym_value(a[r][c]) < 0) fuzz_fail("--first: a character neither a symbol nor '#'", a[r]);
            }
            found.push_back(1);
        }
        k = e + 1;
    }
    return found;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 2048) return 0;
    Options o1, o2;
    fuzz_grid_modes(size, 500, o1, o2);
    o1.cages.fill_max = o2.cages.fill_max = 200;
    int enc = (int)(size / 4 % 4);
    o1.cages.sets_only = enc == 1;
    o1.cages.xcc = enc == 2;
    if (enc == 3) o1.cages.fill_max = 5;
    string out1, err1, out2, err2;
    int st1 = fuzz_grid_run(data, size, o1, out1, err1);
    fuzz_check_status("groups", data, size, st1, out1, err1);
    int st2 = fuzz_grid_run(data, size, o2, out2, err2);
    if (st1 != st2 || err1 != err2) fuzz_fail("the two modes end differently", err1 + " / " + err2);
    vector<string> a1 = fuzz_lines(out1), a2 = fuzz_lines(out2);
    /* the first run: one line per puzzle (FIRST: a grid block, as the second run) */
    if (o1.mode == FIRST) {
        first_blocks(a1, out1);
        if (enc == 0 && out1 != out2) fuzz_fail("two --first runs differ", out1 + "/" + out2);
    } else
        for (size_t k = 0; k < a1.size(); k++) {
            const string &l = a1[k];
            bool okform;
            if (o1.mode == UNIQUE) okform = l == "none" || l == "unique" || l == "multiple";
            else {
                okform = !l.empty() && l.size() < 20 && l.find_first_not_of("0123456789") == string::npos;
                if (okform && o1.mode == LIMIT && (DLX::u64)atoll(l.c_str()) > o1.limit) fuzz_fail("count over the limit", l);
            }
            if (!okform) fuzz_fail("answer line of the wrong form", l);
        }
    vector<int> found = first_blocks(a2, out2);   /* per puzzle: --first printed a grid */
    if (o1.mode != FIRST && found.size() != a1.size()) fuzz_fail("the two modes give different numbers of answers", out1 + "/" + out2);
    for (size_t k = 0; k < found.size() && enc == 0 && o1.mode != FIRST; k++) {
        if (!found[k]) continue;
        if (o1.mode == UNIQUE && a1[k] == "none") fuzz_fail("--first found a grid, --unique says none", out2);
        if ((o1.mode == COUNT || o1.mode == LIMIT) && a1[k] == "0") fuzz_fail("--first found a grid, the count is 0", out2);
    }
    return 0;
}
