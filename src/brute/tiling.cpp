// Brute-force oracle for problems/polyomino.cpp and problems/polycube.cpp (independent of the
// DLX core): plain backtracking that fills the first empty cell (reading order) with every
// orientation of every piece still available, anchored at the orientation's first cell.
//   tiling [--3d] [--flip | --no-flip] [--unique] [--first | --print] [--limit K] < input
// Default: the polyomino grammar, pieces may be flipped. --3d: the polycube grammar, rotations
// only unless --flip. Prints the number of solutions (or of classes up to the board's symmetries
// with --unique: the orbits of the set of solutions, found by applying every symmetry of the
// board to every solution), or pictures in the tasks' formats followed by the count.
#include "tiling_io.h"
#include <cstring>
#include <iostream>
#include <sstream>

using namespace tio;

static Problem P;
static bool planar = true, flip = true, uniq = false, first = false, print = false;
static long long limit = 0;
static std::vector<Pt> cells;
static std::map<Pt, int> idx;
static std::vector<std::vector<Shape> > ori;
static std::vector<int> left_;     // remaining copies (-1 any)
static std::vector<int> owner, ownpiece;
static std::vector<std::vector<int> > sols;  // partitions, relabelled
static long long found = 0;
static int depth = 0;
static int ax[3] = {2, 1, 0};  // axes, most significant first: the longest axis of the board first
static bool before(const Pt &a, const Pt &b) {
    for (int k = 0; k < 3; k++) if (a.v[ax[k]] != b.v[ax[k]]) return a.v[ax[k]] < b.v[ax[k]];
    return false;
}
static std::vector<int> scan;  // cell numbers in that order
static bool scan_before(int a, int b) { return before(cells[a], cells[b]); }
static std::vector<std::vector<int> > anchor;  // per piece and orientation: its first cell in that order

static void rec() {
    if (limit && (long long)sols.size() >= limit && !uniq) return;
    int c = -1;
    for (size_t i = 0; i < scan.size(); i++) if (owner[scan[i]] < 0) { c = scan[i]; break; }
    if (c < 0) {
        for (size_t p = 0; p < left_.size(); p++) if (left_[p] > 0) return;
        found++;
        sols.push_back(relabel(owner));
        return;
    }
    for (size_t p = 0; p < P.pieces.size(); p++) {
        if (left_[p] == 0) continue;
        for (size_t o = 0; o < ori[p].size(); o++) {
            const Shape &s = ori[p][o];
            const Pt &a0 = s[anchor[p][o]];
            std::vector<int> got;
            bool ok = true;
            for (size_t i = 0; i < s.size() && ok; i++) {
                Pt q = mk(cells[c].v[0] + s[i].v[0] - a0.v[0], cells[c].v[1] + s[i].v[1] - a0.v[1],
                          cells[c].v[2] + s[i].v[2] - a0.v[2]);
                std::map<Pt, int>::iterator f = idx.find(q);
                if (f == idx.end() || owner[f->second] >= 0) ok = false; else got.push_back(f->second);
            }
            if (!ok) continue;
            for (size_t i = 0; i < got.size(); i++) { owner[got[i]] = depth; ownpiece[got[i]] = (int)p; }
            depth++;
            if (left_[p] > 0) left_[p]--;
            rec();
            if (left_[p] >= 0) left_[p]++;
            depth--;
            for (size_t i = 0; i < got.size(); i++) owner[got[i]] = -1;
        }
    }
}

static std::string picture(const std::vector<int> &lab) {
    static const char *abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    std::ostringstream o;
    int n = 0;
    for (size_t i = 0; i < lab.size(); i++) n = std::max(n, lab[i] + 1);
    int w = (int)std::to_string(n).size();
    for (int z = 0; z < P.D; z++) {
        if (z) o << "\n";
        for (int y = 0; y < P.H; y++) {
            std::string row;
            for (int x = 0; x < P.W; x++) {
                std::map<Pt, int>::iterator f = idx.find(mk(x, y, z));
                char ch = P.at(x, y, z);
                if (planar) row += f != idx.end() ? abc[lab[f->second] % 62] : ch;
                else {
                    std::string t = f != idx.end() ? std::to_string(lab[f->second] + 1) : std::string(1, ch == ' ' || ch == '#' ? '-' : ch);
                    if (x) row += ' ';
                    row += std::string(w - t.size(), ' ') + t;
                }
            }
            while (!row.empty() && row.back() == ' ') row.pop_back();
            o << row << "\n";
        }
    }
    return o.str();
}

int main(int argc, char **argv) {
    bool flip_set = false;
    for (int a = 1; a < argc; a++) {
        std::string s = argv[a];
        if (s == "--3d") planar = false;
        else if (s == "--flip") { flip = true; flip_set = true; }
        else if (s == "--no-flip") { flip = false; flip_set = true; }
        else if (s == "--unique") uniq = true;
        else if (s == "--first") first = true;
        else if (s == "--print") print = true;
        else if (s == "--limit" && a + 1 < argc) limit = std::atoll(argv[++a]);
        else { std::cerr << "tiling: unknown option " << s << "\n"; return 2; }
    }
    if (!planar && !flip_set) flip = false;
    std::stringstream ss;
    ss << std::cin.rdbuf();
    if (!parse(ss.str(), planar, P)) { std::cerr << "tiling: " << P.err << "\n"; return 2; }
    cells = board_cells(P);
    {
        int dim[3] = {P.W, P.H, P.D};
        for (int i = 0; i < 3; i++)
            for (int j = i + 1; j < 3; j++)
                if (dim[ax[j]] > dim[ax[i]]) std::swap(ax[i], ax[j]);
    }
    for (size_t i = 0; i < cells.size(); i++) scan.push_back((int)i);
    std::stable_sort(scan.begin(), scan.end(), scan_before);
    for (size_t i = 0; i < cells.size(); i++) idx[cells[i]] = (int)i;
    std::vector<Mat> g = group(planar, flip);
    for (size_t p = 0; p < P.pieces.size(); p++) {
        ori.push_back(orientations(P.pieces[p].cells, g));
        anchor.push_back(std::vector<int>());
        for (size_t o = 0; o < ori[p].size(); o++) {
            int a = 0;
            for (size_t i = 1; i < ori[p][o].size(); i++) if (before(ori[p][o][i], ori[p][o][a])) a = (int)i;
            anchor[p].push_back(a);
        }
        left_.push_back(P.pieces[p].count);
    }
    owner.assign(cells.size(), -1);
    ownpiece.assign(cells.size(), -1);
    rec();
    std::vector<std::vector<int> > shown;
    if (uniq) {
        std::vector<std::vector<int> > sym = board_symmetries(cells, group(planar, true));
        std::set<std::vector<int> > all(sols.begin(), sols.end()), seen;
        for (size_t i = 0; i < sols.size(); i++) {
            if (seen.count(sols[i])) continue;
            shown.push_back(sols[i]);
            for (size_t t = 0; t < sym.size(); t++) {
                std::vector<int> im = image(sols[i], sym[t]);
                if (all.count(im)) seen.insert(im);
            }
        }
    } else shown = sols;
    if (limit && (long long)shown.size() > limit) shown.resize(limit);
    if (first) {
        if (shown.empty()) std::cout << "no solution\n"; else std::cout << picture(shown[0]);
        return 0;
    }
    if (print)
        for (size_t i = 0; i < shown.size(); i++) std::cout << "solution " << i + 1 << "\n" << picture(shown[i]);
    std::cout << shown.size() << "\n";
    return 0;
}
