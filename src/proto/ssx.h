/* SSX prototype: Algorithm X on sparse sets ("dancing cells"), for measurement only.
 * Our own code after the published idea (Knuth, SSXC): every item keeps its active options
 * in its own segment of one array, the first len entries being the active ones; hiding an
 * option from item j swaps it to just past j's active end and decrements j's length; undoing
 * only restores the lengths, since the hidden entries stay where they were put (the order
 * inside the active part changes; the set does not). The active primary items are a sparse
 * set too (act[0..nact), pos), and so are the secondary ones (sact[0..nsact)).
 *
 * C++98, no recursion, no I/O. Items 1..n, 1..np primary, np+1..n secondary (no colors).
 *
 * Layout ("packed", 32-bit indices in one block): one int array `m`.
 *   item i has a header of 2 ints then its segment:   m[b-2] = pos (in its active sparse set),
 *   m[b-1] = len, m[b .. b+size) = the option nodes of item i (node indices into m).
 *   An item is named by b (its "base") everywhere in the hot loops; ib[i] = b, bi[b] = i.
 *   Nodes: 2 ints each, {item base, loc (index in m of the set entry holding this node)};
 *   options are consecutive nodes followed by a spacer {-2k, row}: from any node of an
 *   option the walk q += 2 ... wraps through the spacer (q += m[q]) to the option's start.
 *   Primary items' headers come first, so "primary" is `b < secbase`.
 *   (-DSSX_SPLIT keeps the lengths in an array of their own: a measurement only.)
 *
 * Two searches (set_undo_mode):
 *   0 (v1): Algorithm X step for step as our DLX core: cover = deactivate + hide every option
 *     of the item; uncover walks the same options again and increments the lengths (any order
 *     within one cover, reverse order across covers). Same tree, nodes and updates as DLX
 *     with set_knuth_ties(true).
 *   1, 2 (v2): a commit first takes all items of the chosen option out of the active set,
 *     then hides their options, and stops at once when an active primary item's length falls
 *     to 0 (the dead-end child is never entered, so it is not counted as a node: Knuth's
 *     SSXC1 counts the same way and, with ties to the first in the active array, gets the
 *     same node count on the pentomino files). Undo: 1 = a trail of the items whose length
 *     was decremented (undone by ++, newest first); 2 = the lengths of all active items
 *     saved once per level and copied back (Knuth's choice: cheap when few items are active
 *     and each node does many updates, pentominoes; dear on sudoku, 250+ active items).
 *     set_no_abort(true) (undo 1) finishes a dead-end commit and counts the node: then the
 *     nodes and updates equal DLX's again (what the early abort alone is worth).
 * Choice: fewest active options; set_knuth_ties(true): ties to the smallest item number
 *   (Knuth's rule, DLX's tree; needs the whole scan), else ties to the first in the active
 *   array, whose order the swaps permute (another tree: other node counts, see RESULTS.md).
 * set_forced_stack(true) (sudoku): items whose length falls to 1 are pushed on a stack, so
 *   forced moves are found without the scan (newest first, as DLX's set_quick_forced); each
 *   branching level keeps a read-only window of what its own cover pushed; the scan runs only
 *   when no forced move is pending, and can then stop at the first item of length 2. Dead
 *   ends: v2 sees them in the commit; v1 checks the items pushed since the last node.
 *
 * Use: reset(n, np); add_row(...)*; [select_row(r)*]; first() / count() / next(true);
 *      snapshot() once, then restore() per instance (copies only the lengths and the active
 *      counts when the snapshot has nothing hidden, e.g. the empty sudoku grid; else the block).
 * Colors (not in the prototype): a node would carry a color (in a third int, or in loc's high
 *   bits); committing k:c on a secondary item k hides from k's set the options whose node in
 *   k has another color (purify, undone like any hide), records c for k and deactivates k; a
 *   later option with k:c finds k inactive with color c and skips it.
 */
#ifndef SSX_PROTO_H
#define SSX_PROTO_H
/* -DSSX_SPLIT (a measurement): the lengths in an array of their own (lenv, indexed like m)
 * instead of beside each segment */
#ifdef SSX_SPLIT
#define SSX_LP (&lenv[0])
#else
#define SSX_LP (&m[0])
#endif
#include <vector>
#include <cstring>
#include <stdint.h>

struct SSX {
    typedef uint64_t u64;
    std::vector<int> m;        /* the block: item headers+segments, then nodes */
    std::vector<int> lenv, slenv;  /* SSX_SPLIT only */
    std::vector<int> ib;       /* item number -> base */
    std::vector<int> bi;       /* base -> item number (sized like m; only at bases) */
    std::vector<int> act;      /* primary active set: act[0..nact) bases */
    std::vector<int> sact;     /* secondary active set: sact[0..nsact) bases */
    std::vector<int> isz;      /* item number -> number of options */
    std::vector<int> rowstart; /* node index of each row's first node (or its spacer if empty) */
    std::vector<int> rawitems, rawlen;  /* rows as given, before finish() */
    std::vector<int> sel;      /* selected rows' nodes (givens) */
    /* per level */
    std::vector<int> li, lt, llo, lfl, lhc;
    /* hint stack (forced moves / dead ends) */
    std::vector<int> hint;
    int hs, hc, hlo, hfl;
    /* snapshot */
    std::vector<int> slen;     /* lengths (m[b-1]) of all items */
    std::vector<int> sm;       /* full copy when needed */
    std::vector<int> sact_s, ssact_s;
    int snact, snsact, snsel, has_snap, snap_full;
    int n, np, nrows, built, secbase, nodebase, mend, nact, nsact, lvl, found;
    /* v2 search (undo_mode 1, 2): commit with early abort at a dead end */
    std::vector<int> trail;    /* undo 1: the base of every item whose length was decremented */
    std::vector<int> save;     /* undo 2: (base, len) of the active items, per level */
    std::vector<int> l_na0, l_na1, l_ns1, l_m0, l_m1, l_sc;
    int tr, rootdead, root_sc, undo_mode, dead, no_abort;
    int forced_stack;          /* sudoku mode: forced moves and dead ends from the hint stack */
    int knuth_ties;            /* ties to the smallest item number (else: first in the active array) */
    u64 nodes, updates;

    SSX() : hs(0), hc(0), hlo(0), hfl(0), snact(0), snsact(0), snsel(0), has_snap(0), snap_full(0),
            n(0), np(0), nrows(0), built(0), secbase(0), nodebase(0), mend(0), nact(0), nsact(0), lvl(0), found(0),
            tr(0), rootdead(0), root_sc(0), undo_mode(0), dead(0), no_abort(0), forced_stack(0), knuth_ties(1), nodes(0), updates(0) {}

    bool reset(int items, int primary) {
        if (items < 0 || primary < 0 || primary > items) return false;
        n = items; np = primary; nrows = 0; built = 0;
        rawitems.clear(); rawlen.clear(); sel.clear();
        has_snap = 0; lvl = 0; found = 0; nodes = updates = 0;
        return true;
    }
    int add_row(const int *items, int k) {
        if (built || k < 0) return -1;
        for (int j = 0; j < k; j++) {
            if (items[j] < 1 || items[j] > n) return -1;
            for (int i = 0; i < j; i++) if (items[i] == items[j]) return -1;
        }
        rawitems.insert(rawitems.end(), items, items + k);
        rawlen.push_back(k);
        return nrows++;
    }
    /* lay out the block (once, before the first select/search) */
    void finish() {
        if (built) return;
        built = 1;
        std::vector<int> cnt(n + 1, 0);
        for (size_t j = 0; j < rawitems.size(); j++) cnt[rawitems[j]]++;
        ib.assign(n + 1, 0);
        int b = 2;
        for (int i = 1; i <= n; i++) {
            if (i == np + 1) secbase = b;
            ib[i] = b; b += 2 + cnt[i];
        }
        if (np == n) secbase = b;
        nodebase = b;
        int total = b + 2 * ((int)rawitems.size() + nrows) + 2;
        m.assign(total, 0);
        lenv.assign(total, 0);
        bi.assign(total, 0);
        isz.assign(cnt.begin(), cnt.end());
        for (int i = 1; i <= n; i++) { bi[ib[i]] = i; SSX_LP[ib[i] - 1] = 0; }
        rowstart.resize(nrows);
        int q = nodebase, off = 0;
        for (int r = 0; r < nrows; r++) {
            int k = rawlen[r];
            rowstart[r] = q;
            for (int j = 0; j < k; j++) {
                int x = ib[rawitems[off + j]];
                int e = x + SSX_LP[x - 1]++;
                m[e] = q; m[q] = x; m[q + 1] = e;
                q += 2;
            }
            m[q] = -2 * k; m[q + 1] = r;   /* spacer */
            q += 2; off += k;
        }
        mend = q;
        act.resize(np + 1); sact.resize(n - np + 1);
        nact = 0; nsact = 0;
        for (int i = 1; i <= np; i++) { act[nact] = ib[i]; m[ib[i] - 2] = nact++; }
        for (int i = np + 1; i <= n; i++) { sact[nsact] = ib[i]; m[ib[i] - 2] = nsact++; }
        li.resize(np + 2); lt.resize(np + 2); llo.resize(np + 2); lfl.resize(np + 2); lhc.resize(np + 2);
        hint.resize(3 * np + 64 + (int)rawitems.size());
        trail.resize((int)rawitems.size() + 1);
        save.resize(2 * (size_t)(np + 2) * (size_t)(n + 1));
        l_na0.resize(np + 2); l_na1.resize(np + 2); l_ns1.resize(np + 2); l_m0.resize(np + 2); l_m1.resize(np + 2); l_sc.resize(np + 2);
    }

    /* ---- the sparse-set moves ---- */
    bool active(int b) const {
        return b < secbase ? m[b - 2] < nact : m[b - 2] < nsact;
    }
    int len(int b) const { return SSX_LP[b - 1]; }
    void deactivate(int b) {
        int *a, *cnt;
        if (b < secbase) { a = &act[0]; cnt = &nact; } else { a = &sact[0]; cnt = &nsact; }
        int p = m[b - 2], l = --*cnt, z = a[l];
        a[l] = b; m[b - 2] = l; a[p] = z; m[z - 2] = p;
    }
    void reactivate(int b) { if (b < secbase) nact++; else nsact++; }
    /* hide the option of node y from its items other than y's own */
    template <bool H> void hide(int y) {
        int *a = &m[0], *L = SSX_LP;
        int sb = secbase, h = hs;
        u64 u = 0;
        for (int q = y + 2; q != y;) {
            int x = a[q];
            if (x < 0) { q += x; continue; }
            int l = --L[x - 1], e = x + l, p = a[q + 1];
            int z = a[e];
            a[e] = q; a[q + 1] = e; a[p] = z; a[z + 1] = p;
            u++;
            if (H && l <= 1 && x < sb) hint[h++] = x;
            q += 2;
        }
        hs = h;
        updates += u;
    }
    template <bool H> void cover(int b) {
        deactivate(b);
        int *a = &m[0], *L = SSX_LP;
        int l = L[b - 1];
        for (int t = 0; t < l; t++) hide<H>(a[b + t]);
    }
    void uncover(int b) {
        int *a = &m[0], *L = SSX_LP;
        for (int t = L[b - 1] - 1; t >= 0; t--) unhide_fwd(a[b + t]);
        reactivate(b);
    }
    /* unhide in forward order (order does not matter: only increments) */
    void unhide_fwd(int y) {
        int *a = &m[0], *L = SSX_LP;
        for (int q = y + 2; q != y;) {
            int x = a[q];
            if (x < 0) { q += x; continue; }
            L[x - 1]++;
            q += 2;
        }
    }
    template <bool H> void commit_others(int y) {
        for (int q = y + 2; q != y;) {
            int x = m[q];
            if (x < 0) { q += x; continue; }
            cover<H>(x);
            q += 2;
        }
    }
    void uncommit_others(int y) {
        /* the reverse of commit_others' order (y+2 .. end, start .. y-2) */
        const int *a = &m[0];
        int q = y;
        while (a[q] >= 0) q += 2;  /* the spacer */
        int s0 = q + a[q];
        for (int p = y - 2; p >= s0; p -= 2) uncover(a[p]);
        for (int p = q - 2; p > y; p -= 2) uncover(a[p]);
    }

    /* ---- givens ---- */
    bool select_row(int r) {
        finish();
        end_search();
        if (r < 0 || r >= nrows) return false;
        int q0 = rowstart[r], p0 = -1;
        for (int q = q0; m[q] >= 0; q += 2) {
            if (!active(m[q])) return false;
            if (m[q] < secbase && p0 < 0) p0 = q;
        }
        if (p0 < 0) return false;
        cover<false>(m[p0]);
        commit_others<false>(p0);
        sel.push_back(p0);
        return true;
    }
    void unselect_all() {
        end_search();
        while (!sel.empty()) {
            int p0 = sel.back(); sel.pop_back();
            uncommit_others(p0);
            uncover(m[p0]);
        }
    }

    /* ---- snapshot / restore ---- */
    void snapshot() {
        finish();
        end_search();
        slen.resize(n + 1);
        snap_full = nact == np && nsact == n - np;
        for (int i = 1; i <= n; i++) {
            slen[i] = SSX_LP[ib[i] - 1];
            if (slen[i] != isz[i]) snap_full = 0;
        }
        sm.assign(m.begin(), m.begin() + mend);
        slenv.assign(lenv.begin(), lenv.end());
        sact_s.assign(act.begin(), act.end()); ssact_s.assign(sact.begin(), sact.end());
        snact = nact; snsact = nsact; snsel = (int)sel.size();
        has_snap = 1;
    }
    /* back to the snapshot's state; full: only lengths and the active counts */
    bool restore() {
        if (!has_snap) return false;
        lvl = 0; found = 0;
        if (snap_full) {
            int *L = SSX_LP;
            const int *s = &slen[0], *bb = &ib[0];
            for (int i = 1; i <= n; i++) L[bb[i] - 1] = s[i];
            nact = snact; nsact = snsact;
        } else {
            std::memcpy(&m[0], &sm[0], sizeof(int) * (size_t)mend);
#ifdef SSX_SPLIT
            lenv = slenv;
#endif
            act = sact_s; sact = ssact_s; nact = snact; nsact = snsact;
        }
        sel.resize(snsel);
        return true;
    }

    /* ---- search ---- */
    void set_forced_stack(bool on) { forced_stack = on ? 1 : 0; }
    void set_knuth_ties(bool on) { knuth_ties = on ? 1 : 0; }

    /* item to branch on: fewest options; ties per knuth_ties. 0 if no primary item left.
     * lmin: no active primary item has fewer than lmin options (so, with ties to the first in
     * the array, the first one with lmin is the choice) */
    int choose(int &mlen, int lmin) const {
        const int *L = SSX_LP, *ac = &act[0];
        int best = 0, mm = 0x7fffffff;
        if (knuth_ties) {
            for (int k = 0; k < nact; k++) {
                int b = ac[k], l = L[b - 1];
                if (l < mm || (l == mm && b < best)) { mm = l; best = b; if (l == 0) break; }
            }
        } else {
            for (int k = 0; k < nact; k++) {
                int b = ac[k], l = L[b - 1];
                if (l < mm) { mm = l; best = b; if (l <= lmin) break; }
            }
        }
        mlen = mm;
        return best;
    }

    void begin() {
        finish();
        end_search();
        lvl = 0; found = 0;
        hs = hc = hlo = hfl = 0;
        tr = 0; rootdead = 0;
        if (forced_stack)
            for (int k = 0; k < nact; k++) if (SSX_LP[act[k] - 1] <= 1) hint[hs++] = act[k];
        if (undo_mode) {
            for (int k = 0; k < nact; k++) if (SSX_LP[act[k] - 1] == 0) rootdead = 1;
            l_na0[0] = nact; l_na1[0] = nact; l_ns1[0] = nsact;
            if (undo_mode == 2) root_save();
        }
    }
    /* undo 2: the lengths of every item active now (the root: all items, since select_row's
     * covers leave inactive items untouched by the search) */
    void root_save() {
        int *sv = &save[0], c = 0;
        for (int i = 1; i <= n; i++) { sv[2 * c] = ib[i]; sv[2 * c + 1] = SSX_LP[ib[i] - 1]; c++; }
        root_sc = 2 * c;
    }
    void restore_saved(int from, int cnt) {
        int *L = SSX_LP;
        const int *sv = &save[from];
        for (int j = 0; j < cnt; j += 2) L[sv[j] - 1] = sv[j + 1];
    }
    void trail_back(int mark) {
        int *L = SSX_LP;
        const int *t = &trail[0];
        int k = tr;
        while (k > mark) L[t[--k] - 1]++;
        tr = k;
    }
    /* undo the search (back to the state after the selections) */
    void end_search() {
        if (!found) { lvl = 0; return; }
        if (undo_mode) {
            if (undo_mode == 1) trail_back(0); else restore_saved(0, root_sc);
            nact = l_na0[0]; nsact = l_ns1[0];
            lvl = 0; found = 0;
            return;
        }
        while (lvl > 0) {
            --lvl;
            int b = li[lvl];
            uncommit_others(m[b + lt[lvl]]);
            uncover(b);
        }
        found = 0;
    }

    /* v2: hide every option of item b from its other items (b itself untouched). C: check for
     * an active primary item falling to 0 (false at once: a dead end; the undo is the caller's) */
    template <bool H, int U, bool C, bool A> bool hide_set(int b) {
        int *a = &m[0], *L = SSX_LP, *trl = &trail[0], *hn = &hint[0];
        int l = L[b - 1], h = hs, t = tr, sb = secbase, na = nact;
        u64 u = 0;
        bool ok = true;
        for (int r = b; r < b + l && ok; r++) {
            int y = a[r];
            for (int q = y + 2; q != y;) {
                int x = a[q];
                if (x < 0) { q += x; continue; }
                int ll = L[x - 1] - 1;
                if (C && ll == 0 && x < sb && a[x - 2] < na) {
                    if (A) { ok = false; break; }
                    dead = 1;  /* no early abort: finish the commit, the caller counts a node */
                }
                int e = x + ll, p = a[q + 1], z = a[e];
                L[x - 1] = ll;
                a[e] = q; a[q + 1] = e; a[p] = z; a[z + 1] = p;
                if (U == 1) trl[t++] = x;
                if (H && ll == 1 && x < sb) hn[h++] = x;
                u++;
                q += 2;
            }
        }
        hs = h; tr = t;
        updates += u;
        return ok;
    }
    template <bool H, int U, bool A> bool run2(bool resume) {
        int b, t, y;
        bool br;
        if (resume) goto backup;
        if (rootdead) { nodes++; found = 0; return false; }  /* the root, a dead end (counted as DLX does) */
    forward:
        nodes++;
        b = 0; br = false;
        if (H) {  /* forced: this branch's own entries newest first (popped), then the window */
            const int *a = &m[0], *L = SSX_LP;
            while (hs > hfl) {
                int k = hint[--hs];
                if (L[k - 1] == 1 && a[k - 2] < nact) { b = k; break; }
            }
            if (b == 0)
                for (int j = hlo; j < hfl; j++) {
                    int k = hint[j];
                    if (L[k - 1] == 1 && a[k - 2] < nact) { b = k; break; }
                }
        }
        if (b == 0) {
            int ml;
            b = choose(ml, H ? 2 : 1);
            if (b == 0) { found = 1; return true; }
            if (ml == 0) goto backup;  /* (not after the root check) */
            if (H && ml >= 2) { br = true; hlo = hs; }  /* a branching level: a new window */
        }
        l_na0[lvl] = nact;
        deactivate(b);
        if (U == 1) l_m0[lvl] = tr;
        hide_set<H, U, false, A>(b);
        if (H) { if (br) hfl = hs; llo[lvl] = hlo; lfl[lvl] = hfl; }
        l_na1[lvl] = nact; l_ns1[lvl] = nsact;
        if (U == 1) l_m1[lvl] = tr;
        if (U == 2) {
            int st = lvl == 0 ? root_sc : l_m1[lvl - 1] + l_sc[lvl - 1], c = st;
            int *sv = &save[0];
            const int *L = SSX_LP;
            for (int k = 0; k < nact; k++) { int bb = act[k]; sv[c] = bb; sv[c + 1] = L[bb - 1]; c += 2; }
            for (int k = 0; k < nsact; k++) { int bb = sact[k]; sv[c] = bb; sv[c + 1] = L[bb - 1]; c += 2; }
            l_m1[lvl] = st; l_sc[lvl] = c - st;
        }
        li[lvl] = b; lt[lvl] = 0;
    tryit:
        b = li[lvl]; t = lt[lvl];
        if (t >= SSX_LP[b - 1]) {  /* b's options all tried: uncover b */
            if (U == 1) trail_back(l_m0[lvl]);  /* (undo 2: the parent's restore covers it) */
            nact = l_na0[lvl];
            goto backup;
        }
        y = m[b + t];
        if (H && t > 0) { hlo = llo[lvl]; hfl = lfl[lvl]; hs = hfl; }
        for (int q = y + 2; q != y;) {
            int x = m[q];
            if (x < 0) { q += x; continue; }
            deactivate(x);
            q += 2;
        }
        dead = 0;
        for (int q = y + 2; q != y;) {
            int x = m[q];
            if (x < 0) { q += x; continue; }
            if (!hide_set<H, U, true, A>(x)) goto abort;
            q += 2;
        }
        if (!A && dead) { nodes++; goto abort; }  /* the dead-end node, entered and left as in DLX */
        lvl++;
        goto forward;
    backup:
        if (lvl == 0) {
            if (U == 2) restore_saved(0, root_sc);
            found = 0; return false;
        }
        lvl--;
    abort:
        if (U == 1) trail_back(l_m1[lvl]); else restore_saved(l_m1[lvl], l_sc[lvl]);
        nact = l_na1[lvl]; nsact = l_ns1[lvl];
        lt[lvl]++;
        goto tryit;
    }

    /* the search; returns true at a solution (found = 1; resume with next()), false when done */
    template <bool H> bool run(bool resume) {
        int b, t, y, *L;
        if (resume) goto backup;
    forward:
        nodes++;
        L = SSX_LP;
        b = 0;
        if (H) {
            /* dead end: an item that fell to 0 since the last check and is still active */
            for (int j = hc; j < hs; j++) {
                int k = hint[j];
                if (L[k - 1] == 0 && active(k)) goto backup;
            }
            /* forced: newest first, this branch's own entries (popped) */
            while (hs > hfl) {
                int k = hint[--hs];
                if (L[k - 1] == 1 && active(k)) { b = k; break; }
            }
            if (b == 0)
                for (int j = hlo; j < hfl; j++) {
                    int k = hint[j];
                    if (L[k - 1] == 1 && active(k)) { b = k; break; }
                }
            if (b != 0) {
                hc = hs;
                cover<H>(b);
                llo[lvl] = hlo; lfl[lvl] = hfl; lhc[lvl] = hc;
                li[lvl] = b; lt[lvl] = 0;
                goto tryit;
            }
        }
        {
            int ml;
            b = choose(ml, H ? 2 : 0);
            if (b == 0) { found = 1; return true; }
            if (ml == 0) goto backup;
            if (H) {
                if (ml == 1) { hc = hs; cover<H>(b); }
                else { hlo = hs; cover<H>(b); hfl = hs; hc = hlo; }
                llo[lvl] = hlo; lfl[lvl] = hfl; lhc[lvl] = hc;
            } else cover<H>(b);
            li[lvl] = b; lt[lvl] = 0;
        }
    tryit:
        b = li[lvl]; t = lt[lvl];
        if (t >= SSX_LP[b - 1]) { uncover(b); goto backup; }
        y = m[b + t];
        if (H && t > 0) { hlo = llo[lvl]; hfl = lfl[lvl]; hs = hfl; hc = lhc[lvl]; }  /* a retry: a branching level */
        commit_others<H>(y);
        lvl++;
        goto forward;
    backup:
        if (lvl == 0) { found = 0; return false; }
        lvl--;
        b = li[lvl];
        uncommit_others(m[b + lt[lvl]]);
        lt[lvl]++;
        goto tryit;
    }
    void set_undo_mode(int u) { undo_mode = u; }
    /* v2 with undo 1 only: finish a commit that made a dead end (count the node, as DLX
     * does) instead of aborting it: to measure what the early abort alone is worth */
    void set_no_abort(bool on) { no_abort = on ? 1 : 0; }  /* 0: walk back (v1), 1: trail, 2: saved lengths */
    bool next(bool resume) {
        if (no_abort && undo_mode == 1) return forced_stack ? run2<true, 1, false>(resume) : run2<false, 1, false>(resume);
        if (undo_mode == 1) return forced_stack ? run2<true, 1, true>(resume) : run2<false, 1, true>(resume);
        if (undo_mode == 2) return forced_stack ? run2<true, 2, true>(resume) : run2<false, 2, true>(resume);
        return forced_stack ? run<true>(resume) : run<false>(resume);
    }

    /* first solution: true if found (read it, then restore()/end_search()) */
    bool first() { begin(); return next(false); }
    u64 count(u64 limit = 0) {
        u64 c = 0;
        begin();
        bool r = next(false);
        while (r) { c++; if (limit && c >= limit) { end_search(); break; } r = next(true); }
        return c;
    }
    /* the solution: selected rows, then the levels' rows */
    int solution_size() const { return (int)sel.size() + lvl; }
    int row_of(int q) const { while (m[q] >= 0) q += 2; return m[q + 1]; }
    int solution_row(int k) const {
        if (k < (int)sel.size()) return row_of(sel[k]);
        k -= (int)sel.size();
        return row_of(m[li[k] + lt[k]]);
    }
    int item_of(int b) const { return bi[b]; }
};
#endif
