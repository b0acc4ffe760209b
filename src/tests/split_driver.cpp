// Self-check of the split driver (src/engine/split.h) on its own: this file includes the engine
// header and nothing of a tool (no TOOL_NAME, no src/lib/), so it also proves that the engine
// compiles alone. On domino tilings of known count (OEIS A099390) and on boards without a
// tiling: the count on 1..7 threads, the K parts adding up (K = 2, 3, 7, 16, also on threads),
// --memo alone and in parts, a limit (one thread and three), every solution shown once and
// numbered 1..N in output order, roots with multipliers, counts on top of a selected row, the
// node budget (capped or not) and the node tally (also over search_again(): each search's own
// nodes, once), and a count paused and resumed again and again from its path, also resumed on
// three threads (only the checkpoint's subtree is rebuilt from its path).
#ifdef TOOL_NAME
#error "this test must build without a tool around it"
#endif
#include <cstdio>
#include <set>
#include <string>
#include <vector>
#include "src/engine/split.h"
#include "src/tests/lib/domino.h"  /* build_domino(): the instances */

static int bad = 0;
static void check(bool ok, const std::string &what) {
    if (!ok) { std::printf("FAIL %s\n", what.c_str()); bad++; }
}
static std::string num(uint64_t v) { return Big(v).str(); }


static Big count(Engine &d, const Split &o, const std::vector<Sub> &roots = std::vector<Sub>(1)) {
    SplitDriver<Engine> r(o);
    return r.count(d, roots);
}

/* every solution as the text of its rows; the numbers emitted */
struct Collect : SplitHooks<Engine> {
    std::vector<std::string> texts;
    std::vector<uint64_t> numbers;
    bool shows() const { return true; }
    void text(const Engine &d, std::string &s) {
        std::vector<int> rows;
        for (int k = 0; k < d.solution_size(); k++) rows.push_back(d.solution_row(k));
        std::sort(rows.begin(), rows.end());
        for (size_t k = 0; k < rows.size(); k++) s += num((uint64_t)rows[k]) + " ";
    }
    void emit(const std::string &s, uint64_t n) { texts.push_back(s); numbers.push_back(n); }
};

/* stops the search at the `stop_at`-th pause and keeps the position */
struct Stopper : SplitHooks<Engine> {
    int pauses_seen, stop_at;
    size_t task;
    bool at_solution;
    std::vector<int> path;
    Big count;
    Stopper(int k) : pauses_seen(0), stop_at(k), task(0), at_solution(false) {}
    bool pauses() const { return true; }
    bool pause(const SplitPause<Engine> &p) {
        if (++pauses_seen < stop_at) return true;
        task = p.task; at_solution = p.at_solution; path = p.d->path(); count = p.count;
        return false;
    }
};

int main() {
    struct Known { int m, n; uint64_t count; } known[] = {{4, 4, 36}, {5, 6, 1183}, {4, 7, 781}, {6, 6, 6728}, {3, 3, 0}, {3, 5, 0}, {1, 2, 1}};
    for (size_t k = 0; k < sizeof known / sizeof known[0]; k++) {
        int m = known[k].m, n = known[k].n;
        std::string board = num((uint64_t)m) + "x" + num((uint64_t)n), want = num(known[k].count);
        Engine d;
        build_domino(d, m, n);
        Split o;
        check(count(d, o).str() == want, board + ": the count");
        for (int t = 1; t <= 7; t++) {
            o.threads = t;
            check(count(d, o).str() == want, board + ": the count on " + num((uint64_t)t) + " threads");
        }
        int Ks[] = {2, 3, 7, 16};
        for (int ki = 0; ki < 4; ki++)
            for (int t = 1; t <= 2; t++)
                for (int memo = 0; memo <= 1; memo++) {
                    Big sum;
                    for (int i = 0; i < Ks[ki]; i++) {
                        Split p;
                        p.parts = Ks[ki]; p.part = i; p.threads = t; p.memo = memo != 0;
                        sum.add(count(d, p));
                    }
                    check(sum.str() == want, board + ": the parts of " + num((uint64_t)Ks[ki]) + " add up (threads " +
                          num((uint64_t)t) + (memo ? ", memo)" : ")"));
                }
        o = Split();
        o.memo = true;
        check(count(d, o).str() == want, board + ": memo");

        /* a limit, on one thread and three */
        for (int t = 1; t <= 3; t += 2) {
            o = Split();
            o.threads = t;
            SplitDriver<Engine> r(o);
            r.limit = 10;
            uint64_t w = known[k].count < 10 ? known[k].count : 10;
            check(r.count(d, std::vector<Sub>(1)).str() == num(w), board + ": limit 10 on " + num((uint64_t)t) + " threads");
        }

        /* every solution shown once, numbered 1..N in output order; with and without the bit-mask tail */
        for (int t = 1; t <= 3; t++) {
            o = Split();
            o.threads = t;
            SplitDriver<Engine> r(o);
            Collect c;
            r.hooks = &c;
            r.bulk = t != 2;
            Big got = r.count(d, std::vector<Sub>(1));
            std::set<std::string> distinct(c.texts.begin(), c.texts.end());
            bool numbered = true;
            for (size_t j = 0; j < c.numbers.size(); j++) numbered = numbered && c.numbers[j] == j + 1;
            check(got.str() == want && num(c.texts.size()) == want && num(distinct.size()) == want && numbered,
                  board + ": the solutions shown on " + num((uint64_t)t) + " threads");
        }

        /* roots with multipliers: each option of cell 1 as a root, times 3 */
        std::vector<Sub> roots;
        for (int p = d.first_in(1); p != 1; p = d.next_in(p)) {
            Sub s;
            s.rows.push_back(d.row_of(p));
            s.mult = 3;
            roots.push_back(s);
        }
        Big thrice;
        for (int j = 0; j < 3; j++) thrice.add(known[k].count);
        o = Split();
        check(count(d, o, roots).str() == thrice.str(), board + ": roots times 3");
        o.threads = 2;
        check(count(d, o, roots).str() == thrice.str(), board + ": roots times 3 on 2 threads");

        /* on top of a selection (a sudoku's givens): the same counts, the selection kept */
        if (!roots.empty()) {
            Split one;
            std::vector<Sub> root(1);
            root[0].rows = roots[0].rows;
            Big want1 = count(d, one, root), sum;
            d.select_row(root[0].rows[0]);
            for (int i = 0; i < 3; i++) {
                Split p;
                p.parts = 3; p.part = i; p.threads = 1 + i;
                sum.add(count(d, p));
            }
            Split t2;
            t2.threads = 2;
            check(sum.str() == want1.str() && count(d, t2).str() == want1.str(), board + ": on top of a selected row");
            d.unselect_last();
            check(count(d, one).str() == want, board + ": the selection kept");
        }

        /* the node budget and the tally */
        Tally small, big;
        small.budget = 20;
        big.budget = 1u << 30;
        o = Split();
        o.tally = &small;
        Big a = count(d, o);
        o.tally = &big;
        SplitDriver<Engine> r(o);
        Big b = r.count(d, std::vector<Sub>(1));
        check(b.str() == want && !big.capped && big.nodes == r.nodes && r.nodes > 0, board + ": a budget not reached");
        check((small.capped || a.str() == want) && a.fits64() && a.low64() <= known[k].count && small.nodes <= 21,
              board + ": a budget of 20 nodes: capped " + (small.capped ? "yes" : "no") + ", count " + a.str() + ", " + num(small.nodes) + " nodes");

        /* paused at the 3rd pause of every 7 nodes, resumed from the path, again and again */
        Big before;
        size_t task = 0;
        std::vector<int> path;
        bool at_solution = false, resuming = false;
        int runs = 0;
        for (; runs < 10000; runs++) {
            o = Split();
            o.parts = 3;  /* (part 1 of 3: then the parts add up) */
            o.part = 1;
            SplitDriver<Engine> s(o);
            Stopper h(3);
            s.hooks = &h;
            s.slice = 7;
            s.prepare(d, std::vector<Sub>(1));
            s.resuming = resuming; s.resume_task = task; s.resume_path = path; s.resume_at_solution = at_solution;
            Big got = s.search(d);
            if (s.resume_failed) { check(false, board + ": a resume failed"); break; }
            if (!s.interrupted) { before.add(got); break; }
            before.add(h.count);
            check(got.str() == h.count.str(), board + ": the count at the pause is the driver's");
            task = h.task; path = h.path; at_solution = h.at_solution; resuming = true;
        }
        Split p1;
        p1.parts = 3; p1.part = 1;
        check(before.str() == count(d, p1).str(), board + ": part 1 of 3 paused " + num((uint64_t)runs) + " times and resumed: " + before.str());

        /* the tally over a search and a search_again(): the nodes of both, each once */
        {
            Tally tl;
            Split ot;
            ot.tally = &tl;
            SplitDriver<Engine> r2(ot);
            Big c1 = r2.count(d, std::vector<Sub>(1)), c2 = r2.search_again(d);
            check(c1.str() == want && c2.str() == want && tl.nodes == r2.nodes,
                  board + ": the tally over two searches: " + num(tl.nodes) + " nodes, the driver's " + num(r2.nodes));
        }

        /* a checkpoint resumed on three threads: the subtrees of a three-thread cut, searched on one
         * thread up to its 40th pause of 7 nodes, then the rest on three threads from there */
        for (int rep = 0; rep < 3; rep++) {
            Split t3;
            t3.threads = 3;
            SplitDriver<Engine> s3(t3);
            s3.prepare(d, std::vector<Sub>(1));
            SplitDriver<Engine> s1((Split()));
            s1.tasks = s3.tasks;
            Stopper h(40);
            s1.hooks = &h;
            s1.slice = 7;
            Big first = s1.search(d);
            if (!s1.interrupted) { check(first.str() == want, board + ": the three-thread cut's subtrees on one thread"); break; }
            s3.resuming = true; s3.resume_task = h.task; s3.resume_path = h.path; s3.resume_at_solution = h.at_solution;
            Big rest = s3.search(d);
            rest.add(h.count);
            check(!s3.resume_failed && rest.str() == want,
                  board + ": resumed at subtree " + num(h.task) + " on three threads: " + rest.str() + (s3.resume_failed ? " (a resume failed)" : ""));
        }
        std::printf("%s %s: %s tilings; paused and resumed %d times\n", bad ? "so far FAILED" : "ok", board.c_str(), want.c_str(), runs);
    }
    std::printf("%s\n", bad ? "split_driver: FAILED" : "split_driver: all checks pass");
    return bad ? 1 : 0;
}
