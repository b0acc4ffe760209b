// Self-check of the split driver's engine contract (src/engine/split.h, "The engine contract") and
// of faults found in the engines behind it (issue 35), each reached through the public calls:
//  - the capabilities each engine declares, and a mode it lacks refused: SplitDriver::lacks()
//    names it and search() throws instead of answering (MinCoverDLX has no count_memo(): it used
//    to answer 0);
//  - Engine::count_memo()'s table stops at memo_room() entries (its indices are ints; --memo-mb
//    allowed far more): this build sets the room to 512 entries, and the counts (domino tilings,
//    OEIS A099390) stay exact with the table full at 512;
//  - DCSearch built again with a hook set, on more options than before: the hook's marks are
//    sized by build() (they were sized only by set_hook(), and the first selection of an option
//    past the old count wrote past their end; _GLIBCXX_ASSERTIONS, set here, makes that an abort).
#define _GLIBCXX_ASSERTIONS 1
#define ENGINE_MEMO_ROOM 512
#ifdef TOOL_NAME
#error "this test must build without a tool around it"
#endif
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>
#include "src/engine/dcsearch.h"
#include "src/engine/mincover.h"
#include "src/engine/split.h"
#include "src/tests/lib/domino.h"  /* build_domino(): the instances */

static int bad = 0;
static void check(bool ok, const std::string &what) {
    if (!ok) { std::printf("FAIL %s\n", what.c_str()); bad++; }
}
static std::string str(const char *s) { return s ? s : "(none)"; }

/* the name of the mode the driver on E refuses with these settings, and whether search() threw */
template <class E> static std::string refused(E &d, bool memo, bool progress, bool resuming, bool &threw) {
    Split o;
    o.memo = memo;
    SplitDriver<E> r(o);
    r.progress = progress;
    r.resuming = resuming;
    threw = false;
    r.prepare(d, std::vector<Sub>(1));
    try { r.search(d); } catch (const std::logic_error &) { threw = true; }
    return str(r.lacks());
}

/* the options of the domino tilings of an m x n board, in DC's input form (start, items) */
static int domino_dc(int m, int n, std::vector<int> &start, std::vector<int> &items) {
    start.assign(1, 0); items.clear();
    for (int r = 0; r < m; r++)
        for (int c = 0; c < n; c++) {
            int a = 1 + r * n + c;
            if (c + 1 < n) { items.push_back(a); items.push_back(a + 1); start.push_back((int)items.size()); }
            if (r + 1 < m) { items.push_back(a); items.push_back(a + n); start.push_back((int)items.size()); }
        }
    return (int)start.size() - 1;
}
/* a hook that rules nothing out, and checks the marks of the options it is shown */
struct MarkHook : DCHook {
    int seen;
    MarkHook() : seen(0) {}
    bool settle(DCSearch &s, size_t, bool) {
        for (int k = 0; k < s.solution_size(); k++) seen += s.included(s.solution_row(k));
        return true;
    }
    DCHook *clone() const { return new MarkHook(*this); }
};

int main() {
    /* ---- the capabilities and the refusals ---- */
    check(Engine::HAS_BULK && Engine::HAS_BOUNDS && Engine::HAS_EXPLORED && Engine::HAS_RESUME && Engine::HAS_MEMO,
          "Engine has every capability");
    check(!DCSearch::HAS_BULK && !DCSearch::HAS_BOUNDS && DCSearch::HAS_EXPLORED && DCSearch::HAS_RESUME && !DCSearch::HAS_MEMO,
          "DCSearch: explored() and resume() only");
    check(!MinCoverDLX::HAS_BULK && !MinCoverDLX::HAS_BOUNDS && !MinCoverDLX::HAS_EXPLORED && !MinCoverDLX::HAS_RESUME &&
          !MinCoverDLX::HAS_MEMO && MinCoverDLX::EXCLUDES_TRIED, "MinCoverDLX: none of them; the cut carries exclusions");
    {
        bool threw;
        MinCoverDLX c;
        c.reset(4, 4);
        int rows[4][2] = {{1, 2}, {3, 4}, {1, 3}, {2, 4}};  /* the dominoes of a 2x2 board */
        for (int k = 0; k < 4; k++) c.add_row(rows[k], 2);
        c.set_limit(2);
        check(refused(c, true, false, false, threw) == "memo" && threw, "min-cover: --memo refused");
        check(refused(c, false, true, false, threw) == "progress" && threw, "min-cover: progress refused");
        check(refused(c, false, false, true, threw) == "resume" && threw, "min-cover: a resume refused");
        check(refused(c, false, false, false, threw) == "(none)" && !threw, "min-cover: a count runs");
        std::vector<int> start, items;
        int R = domino_dc(2, 3, start, items);
        DCSearch s;
        check(s.build(6, 6, R, &start[0], &items[0], 0, 1e7), "DC builds 2x3");
        check(refused(s, true, false, false, threw) == "memo" && threw, "DC: --memo refused");
        check(refused(s, false, true, false, threw) == "(none)" && !threw, "DC: progress runs");
        Engine e;
        build_domino(e, 2, 3);
        check(refused(e, true, true, false, threw) == "(none)" && !threw, "Engine: --memo and progress run");
    }

    /* ---- the memo's room: 512 entries in this build ---- */
    struct Known { int m, n; const char *count; } known[] = {{4, 4, "36"}, {6, 6, "6728"}, {6, 8, "167089"}, {8, 8, "12988816"}};
    check(Engine::memo_room() == 512, "the test build's memo room");
    for (size_t k = 0; k < sizeof known / sizeof known[0]; k++) {
        Engine d;
        build_domino(d, known[k].m, known[k].n);
        std::string got = d.count_memo().str(), board = std::to_string(known[k].m) + "x" + std::to_string(known[k].n);
        check(got == known[k].count, board + ": count_memo " + got + ", want " + known[k].count);
        check(d.memo.states <= Engine::memo_room() && d.memo.hash.size() <= Engine::memo_room(),
              board + ": " + std::to_string(d.memo.states) + " memo entries, over the room");
        if (known[k].m == 8) check(d.memo.full && d.memo.states == Engine::memo_room(), "8x8: the table full at the room");
        std::printf("ok %s: %s tilings, %d memo entries%s\n", board.c_str(), got.c_str(), (int)d.memo.states, d.memo.full ? " (full)" : "");
    }

    /* ---- DCSearch built again, bigger, with a hook set ---- */
    {
        std::vector<int> start, items;
        DCSearch s;
        MarkHook h;
        int R = domino_dc(1, 2, start, items);  /* one option */
        check(s.build(2, 2, R, &start[0], &items[0], 0, 1e7), "DC builds 1x2");
        s.set_hook(&h);
        R = domino_dc(4, 4, start, items);  /* 24 options */
        check(s.build(16, 16, R, &start[0], &items[0], 0, 1e7), "DC builds 4x4 again");
        check(s.select_row(R - 1) && s.included(R - 1), "the last option selected, marked included");
        s.unselect_last();
        check(!s.included(R - 1), "and unmarked");
        Split o;
        SplitDriver<DCSearch> r(o);
        check(r.count(s, std::vector<Sub>(1)).str() == "36" && h.seen > 0, "the 4x4 count with the hook: 36");
        std::printf("ok DC rebuilt with a hook: 36 tilings of 4x4, %d marks seen\n", h.seen);
    }
    std::printf("%s\n", bad ? "engine_contract: FAILED" : "engine_contract: all checks pass");
    return bad ? 1 : 0;
}
