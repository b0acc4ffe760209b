/* xc's resumable count: --checkpoint FILE, --every S, --resume FILE. */
#ifndef XC_CHECKPOINT_H
#define XC_CHECKPOINT_H
#include <csignal>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>
#include <unistd.h>
#include "src/xc/count.h"

/* ---------- --checkpoint FILE --every S / --resume FILE: a resumable count ----------
 * One thread (with or without --parts), through the split driver (src/engine/split.h): the count
 * runs on the core's next(budget) in slices of --check-nodes N search nodes; at the driver's
 * pauses, every S seconds and on SIGINT/SIGTERM, the position is written to FILE atomically
 * (FILE.tmp, then rename): the subtree (task) being counted, the search path inside it (one
 * option node per level: Engine::path() of the paused core, which is about to enter the node at
 * that path), and the solutions counted so far. Resuming rebuilds the paused search on the same
 * subtree (Engine::resume()) and goes on, so every solution is counted once. The checkpoint names
 * the input (a hash of its bytes and the format) and the --parts split; a resume on another input
 * or split is refused.
 * The format's version is its first line: `xc-checkpoint 2` for the links search. Format 1 (xc
 * before the split driver) is the same text, but its --parts cut did not follow forced moves: a
 * format-1 file without --parts is read, one with --parts is refused (its task numbers name other
 * subtrees). Format 3 is a count with domain consistency (src/engine/dcsearch.h: its path holds
 * per stage the children finished), the same text with the line `search domain-consistency`; a
 * resume runs the search its checkpoint names (--dc or --no-dc against it is refused). */
static volatile sig_atomic_t g_interrupted = 0;
static void on_signal(int) { g_interrupted = 1; }

static u64 fnv1a(StrView s, u64 h) {
    for (size_t k = 0; k < s.size(); k++) { h ^= (unsigned char)s[k]; h *= (((u64)0x100u << 32) | 0x1b3u); }
    return h;
}
static string hex64(u64 v) { char b[24]; snprintf(b, sizeof b, "%08x%08x", (unsigned)(v >> 32), (unsigned)v); return b; }
static bool big_parse(const string &s, Big &b) {
    b = Big();
    if (s.empty() || s.size() > 4000) return false;
    for (size_t k = 0; k < s.size(); k++) {
        if (s[k] < '0' || s[k] > '9') return false;
        u64 carry = (u64)(s[k] - '0');
        for (size_t j = 0; j < b.w.size(); j++) { carry += (u64)b.w[j] * 10; b.w[j] = (uint32_t)carry; carry >>= 32; }
        if (carry) b.w.push_back((uint32_t)carry);
    }
    return true;
}

static const int CHECKPOINT_FORMAT = 3;  /* the newest version (see above): 2 for the links, 3 for DC */
struct Checkpoint {
    int format;            /* the version read */
    bool dc;               /* the count runs with domain consistency (format 3) */
    string input;          /* hash of the input */
    int parts, part;
    u64 task, nodes;
    Big count;
    vector<int> path;      /* option nodes, one per level below the task's rows */
    bool at_solution;      /* the path is a solution (already counted), not a node to enter */
    Checkpoint() : format(CHECKPOINT_FORMAT), dc(false), parts(1), part(0), task(0), nodes(0), at_solution(false) {}
    bool write(const string &file) const {
        string tmp = file + ".tmp";
        FILE *f = fopen(tmp.c_str(), "wb");
        if (!f) return false;
        fprintf(f, "xc-checkpoint %d\ninput %s\n%sparts %d %d\ntask %s\ncount %s\nnodes %s\n%s", dc ? 3 : 2, input.c_str(),
                dc ? "search domain-consistency\n" : "", parts, part,
                num(task).c_str(), count.str().c_str(), num(nodes).c_str(), at_solution ? "solution" : "path");
        for (size_t k = 0; k < path.size(); k++) fprintf(f, " %d", path[k]);
        fprintf(f, "\nend\n");
        bool ok = fflush(f) == 0 && fsync(fileno(f)) == 0;
        ok = fclose(f) == 0 && ok;
        return ok && rename(tmp.c_str(), file.c_str()) == 0;
    }
    /* "" when fine, else what is wrong */
    string read(const string &file) {
        FILE *f = fopen(file.c_str(), "rb");
        if (!f) return "cannot open " + quoted(file);
        Input in;
        bool ok = in.load(f);
        fclose(f);
        if (!ok) return "cannot read " + quoted(file);
        vector<string> tok;
        bool comment;
        int line = 0;
        bool end = false;
        long long v;
        while (in.next(tok, comment)) {
            line++;
            string bad = "checkpoint " + quoted(file) + " damaged at line " + num((u64)line);
            if (tok.empty()) return bad;
            if (line == 1) {
                if (tok.size() != 2 || tok[0] != "xc-checkpoint" || !parse_count(tok[1], v)) return bad;
                if (v < 1 || v > CHECKPOINT_FORMAT)
                    return "checkpoint " + quoted(file) + " has format " + tok[1] + "; this xc reads formats 1 to " + num((u64)CHECKPOINT_FORMAT);
                format = (int)v;
                continue;
            }
            if (tok[0] == "input" && tok.size() == 2) input = tok[1];
            else if (tok[0] == "search" && tok.size() == 2 && format >= 3 && (tok[1] == "domain-consistency" || tok[1] == "links"))
                dc = tok[1] == "domain-consistency";
            else if (tok[0] == "parts" && tok.size() == 3 && parse_count(tok[1], v)) { parts = (int)v; if (!parse_count(tok[2], v)) return bad; part = (int)v; }
            else if ((tok[0] == "task" || tok[0] == "nodes") && tok.size() == 2) {
                Big b;
                if (!big_parse(tok[1], b) || !b.fits64()) return bad;
                (tok[0] == "task" ? task : nodes) = b.low64();
            }
            else if (tok[0] == "count" && tok.size() == 2) { if (!big_parse(tok[1], count)) return bad; }
            else if (tok[0] == "path" || tok[0] == "solution") {
                path.clear();
                at_solution = tok[0] == "solution";
                for (size_t k = 1; k < tok.size(); k++) { if (!parse_count(tok[k], v)) return bad; path.push_back((int)v); }
            }
            else if (tok[0] == "end" && tok.size() == 1) { end = true; break; }
            else return bad;
        }
        if (!end || input.empty()) return "checkpoint " + quoted(file) + " incomplete";
        if (format == 1 && parts > 1)
            return "checkpoint " + quoted(file) + " was written by an older xc (format 1) whose --parts cut differs from this one's: count --parts " +
                   num((u64)parts) + " --part " + num((u64)part) + " again without --resume";
        return "";
    }
};

/* The search a resumed count runs (1: DC, 0: the links): the one its checkpoint FILE names; -2
 * (the error printed) if --dc or --no-dc (dc 1 or 0) asks for the other one. A file that does
 * not read gives dc back: the resume then refuses it with its own message. */
static inline int checkpoint_search(const string &file, int dc) {
    Checkpoint r;
    if (!r.read(file).empty()) return dc;
    if (dc >= 0 && dc != (r.dc ? 1 : 0)) {
        fprintf(stderr, "xc: checkpoint %s is a count %s domain consistency: resume it %s\n", quoted(file).c_str(),
                r.dc ? "with" : "without", r.dc ? "without --no-dc" : "without --dc");
        return -2;
    }
    return r.dc ? 1 : 0;
}

/* the name of an input in a checkpoint: a hash of its format and bytes */
static inline string input_id(const string &format, StrView bytes) {
    return hex64(fnv1a(format, fnv1a(bytes, ((u64)0xcbf29ce4u << 32) | 0x84222325u)));
}

/* the hooks of a checkpointed count: at every pause of the driver, a checkpoint when due; false
 * (stop) on a signal or after --stop-after-checks */
template <class E> struct XcCheckpoint : SplitHooks<E> {
    const Settings &s;
    Checkpoint ck;       /* input, parts, part: set; the rest at each write */
    Big before;          /* the count of the earlier runs */
    u64 nodes_before;
    Clock::time_point t0;
    double last;
    u64 checks;
    bool write_failed;
    XcCheckpoint(const Settings &s_, Clock::time_point t) : s(s_), nodes_before(0), t0(t), last(since(t)), checks(0), write_failed(false) {}
    bool pauses() const { return true; }
    bool pause(const SplitPause<E> &p) {
        if (s.stop_after && ++checks >= s.stop_after) g_interrupted = 1;
        bool stop = g_interrupted != 0;
        double now = since(t0);
        if (stop || (!s.ckfile.empty() && now - last >= s.every)) {
            last = now;
            ck.task = p.task; ck.count = before; ck.count.add(p.count); ck.nodes = nodes_before + p.nodes;
            ck.path = p.d->path();
            ck.at_solution = p.at_solution;
            if (!s.ckfile.empty() && !ck.write(s.ckfile)) { write_failed = true; return false; }
        }
        return !stop;
    }
};

/* the count of d (search: its name in --stats; dc: d is the DC search), checkpointed */
template <class E>
static inline int run_checkpointed(const Model &m, const Settings &s, E &d, const string &id,
                                   Clock::time_point t0, clock_t cpu0, const char *search = "links", bool dc = false) {
    const string &ckfile = s.ckfile, &resume = s.resume;
    SplitDriver<E> run(xc_split(s));
    run.slice = s.slice;
    XcCheckpoint<E> h(s, t0);
    run.hooks = &h;
    h.ck.input = id; h.ck.parts = s.parts; h.ck.part = s.part; h.ck.dc = dc;
    vector<Sub> roots(1);
    run.prepare(d, roots);
    if (!resume.empty()) {
        Checkpoint r;
        string e = r.read(resume);
        if (!e.empty()) { fprintf(stderr, "xc: %s\n", e.c_str()); return 2; }
        if (r.input != id) { fprintf(stderr, "xc: checkpoint %s is for another input\n", quoted(resume).c_str()); return 2; }
        if (r.dc != dc) {  /* (checkpoint_search() chose the search by the file: only a damaged file gets here) */
            fprintf(stderr, "xc: checkpoint %s is for the %s search\n", quoted(resume).c_str(), r.dc ? "domain-consistency" : "links");
            return 2;
        }
        if (r.parts != s.parts || r.part != s.part) { fprintf(stderr, "xc: checkpoint %s is for --parts %d --part %d\n", quoted(resume).c_str(), r.parts, r.part); return 2; }
        if (r.task > run.tasks.size()) { fprintf(stderr, "xc: checkpoint %s damaged (task)\n", quoted(resume).c_str()); return 2; }
        h.before = r.count; h.nodes_before = r.nodes;
        run.resuming = true; run.resume_task = (size_t)r.task; run.resume_path = r.path; run.resume_at_solution = r.at_solution;
    }
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    Big total = h.before;
    total.add(run.search(d));
    u64 nodes = h.nodes_before + run.nodes - run.cut_nodes;
    if (h.write_failed) { fprintf(stderr, "xc: cannot write checkpoint %s\n", quoted(ckfile).c_str()); return 2; }
    if (run.resume_failed) { fprintf(stderr, "xc: checkpoint %s does not fit this input\n", quoted(resume).c_str()); return 2; }
    if (run.interrupted) {
        if (!ckfile.empty()) fprintf(stderr, "xc: interrupted; %s solutions so far; resume with --resume %s\n", total.str().c_str(), ckfile.c_str());
        else fprintf(stderr, "xc: interrupted\n");
        return 130;
    }
    if (!ckfile.empty()) {  /* the final state: everything counted */
        Checkpoint &ck = h.ck;
        ck.task = run.tasks.size(); ck.count = total; ck.nodes = nodes; ck.path.clear(); ck.at_solution = false;
        if (!ck.write(ckfile)) { fprintf(stderr, "xc: cannot write checkpoint %s\n", quoted(ckfile).c_str()); return 2; }
    }
    printf("%s\n", total.str().c_str());
    fflush(stdout);
    if (s.stats) {
        print_stats_header(m, "", search);
        fprintf(stderr, "xc: %s solutions, %s nodes (all runs), %.3f s (cpu %.3f s) this run\n", total.str().c_str(),
                num(nodes).c_str(), since(t0), (double)(clock() - cpu0) / CLOCKS_PER_SEC);
    }
    return total.is_zero() ? 1 : 0;
}
#endif
