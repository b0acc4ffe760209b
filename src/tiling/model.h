/* The tiling model shared by polyomino (2-D) and polycube (3-D), a module of src/tiling/:
 *   geometry   P3 (a cell), Shape (a normalized cell list), Xf (a rotation/reflection), the
 *              48 transforms of 3-D or the 8 of the plane (PLANAR)
 *   Piece, Board, Opt (a placement: the row of the option matrix)
 *   Tiling     build(): the distinct orientations of each piece, its placements as DLX rows
 *              (one item per cell, one per counted copy, secondary items ordering the copies);
 *              build_group(): the board symmetries that map the piece set onto itself;
 *              choose_split(): the piece whose placements fall into symmetry orbits
 * Included through src/tiling/tiling.h; TILING_DIM (2 or 3) says which geometry. */
#ifndef DLX_TILING_MODEL_H
#define DLX_TILING_MODEL_H
#include <algorithm>
#include <map>
#include <string>
#include <vector>
#include "src/engine/engine.h"

#if !defined(TILING_DIM) || (TILING_DIM != 2 && TILING_DIM != 3)
#error "define TILING_DIM (2: pieces in the plane, 3: in space) before including src/tiling/tiling.h"
#endif
static const bool PLANAR = TILING_DIM == 2;

typedef DLX::u64 u64;

/* capacities of the option matrix (fuzz targets lower them) */
static double g_max_items = 2e7, g_max_opt_nodes = 5e7;

/* ---------------- geometry: cells, shapes, the 48 (or 8) transforms ---------------- */
struct P3 {
    int x, y, z;  /* column, row, layer */
    P3() : x(0), y(0), z(0) {}
    P3(int a, int b, int c) : x(a), y(b), z(c) {}
    bool operator<(const P3 &o) const {
        if (z != o.z) return z < o.z;
        if (y != o.y) return y < o.y;
        return x < o.x;
    }
    bool operator==(const P3 &o) const { return x == o.x && y == o.y && z == o.z; }
};
typedef std::vector<P3> Shape;  /* normalized: min coordinate 0 on each axis, sorted */

struct Xf { int perm[3], sgn[3], det; };

static inline P3 xapply(const Xf &t, const P3 &p) {
    int c[3] = {p.x, p.y, p.z}, r[3];
    for (int i = 0; i < 3; i++) r[i] = t.sgn[i] * c[t.perm[i]];
    return P3(r[0], r[1], r[2]);
}

/* all transforms (identity first): 48 in 3-D, the 8 that keep the layer axis in 2-D */
static inline std::vector<Xf> all_xf() {
    static const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    static const int parity[6] = {1, -1, -1, 1, 1, -1};
    std::vector<Xf> v;
    for (int p = 0; p < 6; p++)
        for (int s = 0; s < 8; s++) {
            Xf t;
            for (int i = 0; i < 3; i++) { t.perm[i] = perms[p][i]; t.sgn[i] = (s >> i) & 1 ? -1 : 1; }
            if (PLANAR && (t.perm[2] != 2 || t.sgn[2] != 1)) continue;
            t.det = parity[p] * t.sgn[0] * t.sgn[1] * t.sgn[2];
            v.push_back(t);
        }
    return v;
}

static inline Shape normalize(Shape s) {
    if (s.empty()) return s;
    int mx = s[0].x, my = s[0].y, mz = s[0].z;
    for (size_t i = 1; i < s.size(); i++) {
        mx = std::min(mx, s[i].x); my = std::min(my, s[i].y); mz = std::min(mz, s[i].z);
    }
    for (size_t i = 0; i < s.size(); i++) { s[i].x -= mx; s[i].y -= my; s[i].z -= mz; }
    std::sort(s.begin(), s.end());
    return s;
}

static inline Shape transform(const Xf &t, const Shape &s) {
    Shape r(s.size());
    for (size_t i = 0; i < s.size(); i++) r[i] = xapply(t, s[i]);
    return normalize(r);
}

/* ---------------- the problem ---------------- */
struct Piece {
    std::string name;
    int count;       /* copies that must be used; -1 = any number (`*`) */
    int line;        /* the `piece` line */
    Shape base;
    std::vector<Shape> orients;
};

struct Board {
    int W, H, D;                  /* columns, rows, layers */
    std::vector<char> pic;        /* D*H*W: '.' a cell to cover, ' ' or '#' a hole, else a mark */
    std::vector<int> id;          /* cell number of each position, -1 if not a cell */
    std::vector<P3> cells;        /* in reading order (layer, row, column) */
    Board() : W(0), H(0), D(0) {}
    int at(int x, int y, int z) const {
        if (x < 0 || y < 0 || z < 0 || x >= W || y >= H || z >= D) return -1;
        return id[((size_t)z * H + y) * W + x];
    }
    char mark(int x, int y, int z) const { return pic[((size_t)z * H + y) * W + x]; }
};

struct Opt { int piece, copy, anchor; std::vector<int> cells; };

struct Tiling {
    Board b;
    std::vector<Piece> pieces;
    bool flip;
    std::vector<Opt> opts;
    std::vector<int> pitem;           /* first copy item of each piece (0 if none) */
    std::vector<int> secbase;         /* first ordering item of each piece with copies (0 if none) */
    int nitems;
    Engine d;
    std::vector<std::vector<int> > gperm;  /* board symmetries usable for --unique: cell permutations ... */
    std::vector<std::vector<int> > gpiece; /* ... and where each piece goes */

    Tiling() : flip(true), nitems(0), split_piece(-1) {}

    /* distinct orientations; false if the option matrix would be too big */
    bool build() {
        std::vector<Xf> xf = all_xf();
        int ncell = (int)b.cells.size();
        pitem.assign(pieces.size(), 0);
        nitems = ncell;
        for (size_t p = 0; p < pieces.size(); p++) {
            Piece &pc = pieces[p];
            pc.orients.clear();
            for (size_t k = 0; k < xf.size(); k++)
                if (xf[k].det > 0 || flip) pc.orients.push_back(transform(xf[k], pc.base));
            std::sort(pc.orients.begin(), pc.orients.end());
            pc.orients.erase(std::unique(pc.orients.begin(), pc.orients.end()), pc.orients.end());
            if (pc.count > 0) { pitem[p] = nitems + 1; nitems += pc.count; }
        }
        /* copies c-1 and c of a piece: copy c-1 at anchor a takes the secondary items
         * (c-1, t) for t >= a, copy c at anchor b those with t <= b; so b < a, and each
         * set of copies is found once, in one order */
        int nprim = nitems;
        secbase.assign(pieces.size(), 0);
        for (size_t p = 0; p < pieces.size(); p++)
            if (pieces[p].count > 1) {
                if ((double)(pieces[p].count - 1) * ncell + nitems > g_max_items) return false;
                secbase[p] = nitems + 1;
                nitems += (pieces[p].count - 1) * ncell;
            }
        d.reset(nitems, nprim);
        opts.clear();
        double total = 0;
        std::vector<int> row;
        for (size_t p = 0; p < pieces.size(); p++) {
            const Piece &pc = pieces[p];
            if (pc.count == 0) continue;
            for (size_t o = 0; o < pc.orients.size(); o++) {
                const Shape &s = pc.orients[o];
                int bx = 0, by = 0, bz = 0;
                for (size_t i = 0; i < s.size(); i++) { bx = std::max(bx, s[i].x); by = std::max(by, s[i].y); bz = std::max(bz, s[i].z); }
                for (int dz = 0; dz + bz < b.D; dz++)
                    for (int dy = 0; dy + by < b.H; dy++)
                        for (int dx = 0; dx + bx < b.W; dx++) {
                            Opt op;
                            op.piece = (int)p; op.copy = -1;
                            bool ok = true;
                            for (size_t i = 0; i < s.size() && ok; i++) {
                                int c = b.at(s[i].x + dx, s[i].y + dy, s[i].z + dz);
                                if (c < 0) ok = false; else op.cells.push_back(c);
                            }
                            if (!ok) continue;
                            op.anchor = op.cells[0];  /* shapes sorted in reading order */
                            int copies = pc.count > 0 ? pc.count : 1;
                            for (int c = 0; c < copies; c++) {
                                row.clear();
                                for (size_t i = 0; i < op.cells.size(); i++) row.push_back(op.cells[i] + 1);
                                if (pc.count > 0) { op.copy = c; row.push_back(pitem[p] + c); }
                                if (pc.count > 1) {
                                    int base = secbase[p];
                                    if (c < pc.count - 1) for (int t = op.anchor; t < ncell; t++) row.push_back(base + c * ncell + t);
                                    if (c > 0) for (int t = 0; t <= op.anchor; t++) row.push_back(base + (c - 1) * ncell + t);
                                }
                                total += (double)row.size() + 1;
                                if (total > g_max_opt_nodes) return false;
                                d.add_row(&row[0], (int)row.size());
                                opts.push_back(op);
                            }
                        }
            }
        }
        build_group(xf);
        return true;
    }

    /* transforms that map the board's cells onto themselves and the piece set onto itself */
    void build_group(const std::vector<Xf> &xf) {
        gperm.clear(); gpiece.clear();
        int n = (int)b.cells.size();
        std::map<Shape, std::vector<int> > owner;  /* orientation -> pieces having it */
        for (size_t p = 0; p < pieces.size(); p++)
            for (size_t o = 0; o < pieces[p].orients.size(); o++) owner[pieces[p].orients[o]].push_back((int)p);
        for (size_t k = 0; k < xf.size(); k++) {
            std::vector<int> perm(n);
            bool ok = true;
            if (n > 0) {
                std::vector<P3> img(n);
                int mx = 0, my = 0, mz = 0, ox = 0, oy = 0, oz = 0;
                for (int c = 0; c < n; c++) {
                    img[c] = xapply(xf[k], b.cells[c]);
                    if (c == 0 || img[c].x < mx) mx = img[c].x;
                    if (c == 0 || img[c].y < my) my = img[c].y;
                    if (c == 0 || img[c].z < mz) mz = img[c].z;
                    if (c == 0 || b.cells[c].x < ox) ox = b.cells[c].x;
                    if (c == 0 || b.cells[c].y < oy) oy = b.cells[c].y;
                    if (c == 0 || b.cells[c].z < oz) oz = b.cells[c].z;
                }
                for (int c = 0; c < n && ok; c++) {
                    int t = b.at(img[c].x - mx + ox, img[c].y - my + oy, img[c].z - mz + oz);
                    if (t < 0) ok = false; else perm[c] = t;
                }
            }
            if (!ok) continue;
            std::vector<int> pm(pieces.size());
            for (size_t p = 0; p < pieces.size() && ok; p++) {
                pm[p] = (int)p;
                if (pieces[p].count == 0) continue;
                std::map<Shape, std::vector<int> >::const_iterator f = owner.find(transform(xf[k], pieces[p].base));
                ok = false;
                if (f == owner.end()) break;
                for (size_t j = 0; j < f->second.size(); j++)
                    if (pieces[f->second[j]].count == pieces[p].count) { pm[p] = f->second[j]; ok = true; break; }
            }
            if (!ok) continue;
            gperm.push_back(perm); gpiece.push_back(pm);
        }
        choose_split();
    }

    /* Symmetry reduction: a piece used once that every symmetry maps to itself; its placements
     * fall into orbits. Solutions with that piece at an orbit's representative, times the orbit
     * size, give every solution; up to symmetry, only the representative's stabilizer is left. */
    int split_piece;
    std::vector<int> rep_row;               /* representative placement (a row) of each orbit */
    std::vector<u64> rep_size;              /* orbit size */
    std::vector<std::vector<int> > rep_stab;     /* symmetries (indices into gperm) fixing the placement */
    void choose_split() {
        split_piece = -1;
        rep_row.clear(); rep_size.clear(); rep_stab.clear();
        if (gperm.size() < 2) return;
        size_t best = 0;
        for (size_t p = 0; p < pieces.size(); p++) {
            if (pieces[p].count != 1) continue;
            bool inv = true;
            for (size_t g = 0; g < gpiece.size(); g++) if (gpiece[g][p] != (int)p) inv = false;
            if (!inv) continue;
            std::map<std::vector<int>, int> seen;
            std::vector<int> rr; std::vector<u64> rs; std::vector<std::vector<int> > st;
            size_t total = 0;
            for (size_t r = 0; r < opts.size(); r++) {
                if (opts[r].piece != (int)p) continue;
                total++;
                std::vector<int> key = opts[r].cells;
                std::sort(key.begin(), key.end());
                if (seen.count(key)) continue;
                rr.push_back((int)r);
                st.push_back(std::vector<int>());
                u64 sz = 0;
                for (size_t g = 0; g < gperm.size(); g++) {
                    std::vector<int> im(key.size());
                    for (size_t i = 0; i < key.size(); i++) im[i] = gperm[g][key[i]];
                    std::sort(im.begin(), im.end());
                    if (im == key) st.back().push_back((int)g);
                    if (!seen.count(im)) { seen[im] = 1; sz++; }
                }
                rs.push_back(sz);
            }
            if (total == 0 || rr.size() == total) continue;  /* no reduction */
            /* keep the piece with the fewest representatives per placement, then the fewest
             * representatives (a piece with few placements cuts the search most) */
            if (split_piece < 0 || rr.size() * best < total * rep_row.size() ||
                (rr.size() * best == total * rep_row.size() && rr.size() < rep_row.size())) {
                split_piece = (int)p; rep_row = rr; rep_size = rs; rep_stab = st; best = total;
            }
        }
    }
};
#endif
