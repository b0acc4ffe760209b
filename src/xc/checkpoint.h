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
 * One thread (with or without --parts). The count runs on the core's next(budget) in slices of
 * 65536 search nodes; between slices, every S seconds and on SIGINT/SIGTERM, the position is
 * written to FILE atomically (FILE.tmp, then rename): the subtree (task) being counted, the
 * search path inside it (one option node per level: choice[nsel..lvl) of the paused core, which
 * is about to enter the node at that path), and the solutions counted so far. Resuming selects
 * the task's rows, then rebuilds the paused search level by level exactly as next() left it
 * (cover the item of the path node, commit the rest of its option) and calls next() again, so
 * every solution is counted once. The checkpoint names the input (a hash of its bytes and the
 * format) and the --parts split; a resume on another input or split is refused. */
static volatile sig_atomic_t g_interrupted = 0;
static void on_signal(int) { g_interrupted = 1; }

static u64 fnv1a(const string &s, u64 h) {
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

struct Checkpoint {
    string input;          /* hash of the input */
    int parts, part;
    u64 task, nodes;
    Big count;
    vector<int> path;      /* option nodes, one per level below the task's rows */
    bool at_solution;      /* the path is a solution (already counted), not a node to enter */
    Checkpoint() : parts(1), part(0), task(0), nodes(0), at_solution(false) {}
    bool write(const string &file) const {
        string tmp = file + ".tmp";
        FILE *f = fopen(tmp.c_str(), "wb");
        if (!f) return false;
        fprintf(f, "xc-checkpoint 1\ninput %s\nparts %d %d\ntask %s\ncount %s\nnodes %s\n%s", input.c_str(), parts, part,
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
            if (line == 1) { if (tok.size() != 2 || tok[0] != "xc-checkpoint" || tok[1] != "1") return bad; continue; }
            if (tok[0] == "input" && tok.size() == 2) input = tok[1];
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
        return "";
    }
};

/* the name of an input in a checkpoint: a hash of its format and bytes */
static inline string input_id(const string &format, const string &bytes) {
    return hex64(fnv1a(format, fnv1a(bytes, ((u64)0xcbf29ce4u << 32) | 0x84222325u)));
}

static inline int run_checkpointed(const Model &m, const Settings &s, Engine &d, const vector<Task> &tasks, const string &id,
                                   Clock::time_point t0, clock_t cpu0) {
    const string &ckfile = s.ckfile, &resume = s.resume;
    double every = s.every;
    u64 slice = s.slice, stop_after = s.stop_after;
    Checkpoint ck;
    ck.input = id; ck.parts = s.parts; ck.part = s.part;
    Big total;
    u64 t = 0, nodes0 = 0;
    vector<int> path;
    bool resumed = false, at_solution = false;
    if (!resume.empty()) {
        Checkpoint r;
        string e = r.read(resume);
        if (!e.empty()) { fprintf(stderr, "xc: %s\n", e.c_str()); return 2; }
        if (r.input != id) { fprintf(stderr, "xc: checkpoint %s is for another input\n", quoted(resume).c_str()); return 2; }
        if (r.parts != s.parts || r.part != s.part) { fprintf(stderr, "xc: checkpoint %s is for --parts %d --part %d\n", quoted(resume).c_str(), r.parts, r.part); return 2; }
        if (r.task > tasks.size()) { fprintf(stderr, "xc: checkpoint %s damaged (task)\n", quoted(resume).c_str()); return 2; }
        total = r.count; t = r.task; nodes0 = r.nodes; path = r.path; at_solution = r.at_solution; resumed = true;
    }
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    double last = since(t0);
    bool interrupted = false;
    u64 sols = 0;  /* counted since the last flush into total */
    u64 checks = 0;
    for (; t < tasks.size() && !interrupted; t++) {
        bool ok = true;
        for (size_t k = 0; k < tasks[t].rows.size() && ok; k++) ok = d.select_row(tasks[t].rows[k]);
        if (ok) {
            if (resumed) {
                if (!d.resume(path, at_solution)) { fprintf(stderr, "xc: checkpoint %s does not fit this input\n", quoted(resume).c_str()); return 2; }
            } else d.begin();
            u64 tick = d.nodes;
            for (;;) {
                int r = d.next(slice);
                if (r == DLX::DONE) break;
                if (r == DLX::FOUND) { sols++; if (d.nodes - tick < slice) continue; }
                tick = d.nodes;
                double now = since(t0);
                if (stop_after && ++checks >= stop_after) g_interrupted = 1;
                bool stop = g_interrupted != 0;
                if (stop || (!ckfile.empty() && now - last >= every)) {
                    last = now;
                    total.add(sols); sols = 0;
                    ck.task = t; ck.count = total; ck.nodes = nodes0 + d.nodes;
                    ck.path = d.path();
                    ck.at_solution = r == DLX::FOUND;
                    if (!ckfile.empty() && !ck.write(ckfile)) { fprintf(stderr, "xc: cannot write checkpoint %s\n", quoted(ckfile).c_str()); return 2; }
                    if (stop) { interrupted = true; break; }
                }
            }
            d.end_search();
        }
        resumed = false;
        d.unselect_all();
    }
    total.add(sols);
    if (interrupted) {
        if (!ckfile.empty()) fprintf(stderr, "xc: interrupted; %s solutions so far; resume with --resume %s\n", total.str().c_str(), ckfile.c_str());
        else fprintf(stderr, "xc: interrupted\n");
        return 130;
    }
    if (!ckfile.empty()) {  /* the final state: everything counted */
        ck.task = tasks.size(); ck.count = total; ck.nodes = nodes0 + d.nodes; ck.path.clear(); ck.at_solution = false;
        if (!ck.write(ckfile)) { fprintf(stderr, "xc: cannot write checkpoint %s\n", quoted(ckfile).c_str()); return 2; }
    }
    printf("%s\n", total.str().c_str());
    fflush(stdout);
    if (s.stats)
        fprintf(stderr, "xc: %d items (%d primary), %d options\nxc: %s solutions, %s nodes (all runs), %.3f s (cpu %.3f s) this run\n",
                m.n, m.np, m.options(), total.str().c_str(), num(nodes0 + d.nodes).c_str(), since(t0), (double)(clock() - cpu0) / CLOCKS_PER_SEC);
    return total.is_zero() ? 1 : 0;
}
#endif
