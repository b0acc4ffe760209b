# The deliberately broken engine variants: each line `broken NAME OLD NEW [TEST [FILE]]` (sourced by
# run_tests.sh, which defines broken()) makes a copy of FILE (default src/dlx_core.h) with the text
# OLD replaced by NEW ("\n": newline, "\t": two spaces; OLD must occur exactly once), builds the
# stress program TEST (default stress_core) against it, and requires that program to fail (a
# failure line, a crash or a hang) on 2000 instances, seed 1. It runs with STRESS_FIRST_FAILURE=1
# (src/stress/stop.h): the first failure line ends it.
# `broken_more` lines are the same, checked by the full mutation run only (`make stress`, or
# BROKEN_ALL=1 ./run_tests.sh): the test command builds 18 variants, at least one per stress
# program (stress_cp: the three the killer issue names, an implied sum off by one, a bound one
# value too tight, a branching that skips a candidate; stress_iss: a pair rule, the first solution
# counted again after probing at the root; stress_candidates: a probe that trusts the
# propagation), and leaves the 108 others to it (each variant is a compile
# of its stress program, 2.5-4 s: all 65 were over half
# the test command's time; 26 of them were 284 s of wall time with the rest on a clean clone).
broken_more() { [ "${BROKEN_ALL:-0}" = 1 ] || return 0; broken "$@"; }
# uncommit the other items of an option in the same order as they were committed
broken uncommit-order \
  'void uncommit_others(int p) { uncommit_to(p, p - 1); }' \
  'void uncommit_others(int p) { for (int q = p + 1; q != p;) { if (nd[q].top <= 0) { q = nd[q].up; continue; } uncommit(q); q++; } }'
# unhide forgets to restore the item's length
broken unhide-length 'a[u].down = q; a[d].up = q; a[x].top++;' 'a[u].down = q; a[d].up = q;'
# purify keeps the options without a color (they must be excluded)
broken purify-uncolored 'if (nd[q].color != c) hide(q);' 'if (nd[q].color != c && nd[q].color != 0) hide(q);'
# count()'s tail: an option's conflicts not removed from the live options (counts too many)
broken tail-conflicts 'x = l[w] & conflicts[r * W + w]; l[w] &= ~x;' 'x = l[w] & conflicts[r * W + w];'
# count()'s tail: every option taken once per item instead of once
broken_more tail-dedupe 'if (nd[q].top <= 0) {  /* p is' 'if (1) {  /* p is'
# count()'s tail: the options that share a secondary item with the chosen one stay live
broken_more tail-secondary 'conflicts[r * W + w] |= item_opts[t + w];' 'conflicts[r * W + w] |= nd[q].top <= np ? item_opts[t + w] : 0;'
# count()'s tail: each option read from its second node on (its first item left out of its masks)
broken_more tail-first-node 'tail_opt[R] = q + 1;' 'tail_opt[R] = q + 2;'
# count()'s tail: with over 64 items, item 64 left out of the items to cover (the bigger matrices must catch it)
broken_more tail-high-items '(m < 64 ? a : b) |=' 'if (m != 64) (m < 64 ? a : b) |='
# count()'s tail: a candidate's live options counted in the first word only (forced moves and dead
# ends seen where there are none)
broken_more tail-forced-word 'for (m = w = 0; w < W; w++) m += popcount' 'for (m = w = 0; w < 1; w++) m += popcount'
# count()'s tail, where options conflict with many others (no forced-move candidates, the full
# scan decides): the items below 64 never looked at
broken_more tail-full-scan 'for (h = 0; h < 2; h++)' 'for (h = !sparse; h < 2; h++)'
# count()'s tail: a branching's options but the last not counted (they go to a child each)
broken_more tail-children 'if (r >= 0) s += tail_count<W>(u0, u1, l, r);' 'if (r >= 0 && w) s += tail_count<W>(u0, u1, l, r);'
# multiplicities (stress_mult.cpp must catch these): a tweaked option left visible in other items' lists
broken mult-tweak-unhidden 'if (bnd[i] != 0) hide(x);' 'if (0) hide(x);' stress_mult src/engine/mult.h
# the last branch ("no more options") taken although the item's lower bound is not met
broken_more mult-lower-bound 'if (nd[i].top <= bnd[i] - slk[i]) goto restore;' 'if (x != i && nd[i].top <= bnd[i] - slk[i]) goto restore;' stress_mult src/engine/mult.h
# count()'s tail with bounds: a chosen option not tweaked out of its item (sets found twice)
broken_more mult-tail-tweak 'base[w] &= ~(y & (0 - y));' 'base[w] &= ~(y & 0);' stress_mult src/engine/mult.h
# the tail's "no more options" branch taken at a lower bound not yet met
broken_more mult-tail-lower-bound 'if (bn - si < 0)  /*' 'if (bn - si <= 0)  /*' stress_mult src/engine/mult.h
# the tail's free items: one that still needs an option taken for free
broken_more mult-tail-free 'if (c == 0 && nd0 <= 0) {' 'if (c == 0 && nd0 <= 1) {' stress_mult src/engine/mult.h
# the tail's free items: all leave before the choice, also after it (the count holds, the tree not)
broken_more mult-tail-free-order 'if (m == 1) {  /* only those before i */' 'if (0) {' stress_mult src/engine/mult.h
# the tail: options sharing a secondary item with the chosen one stay live
broken_more mult-tail-secondary 'nl[j] = base[j] & ~msec[(size_t)r * W + j];' 'nl[j] = base[j];' stress_mult src/engine/mult.h
# the tail with over 64 primary items: the last one forgotten (the queens of stress_mult catch it)
broken_more mult-tail-high-items 'u1 = m <= 64 ? 0 : m == 128 ? ~(u64)0 : ((u64)1 << (m - 64)) - 1, c;' 'u1 = m <= 64 ? 0 : m == 128 ? ~(u64)0 : ((u64)1 << (m - 65)) - 1, c;' stress_mult src/engine/mult.h
# the hot path (stress_hot.cpp, >= 100 primary items, must catch these): the hint stack never holds
# the last primary item (the same answers; the search branches where it had a forced move)
broken hint-last-item '(x <= pr) & (h < lim)' '(x < pr) & (h < lim)' stress_hot
# the hint stack: the first item to fall to 0 in the last commit not checked (a dead end missed)
broken_more hint-dead-end 'for (int j = hint_top - 1; j >= hint_new; j--) {' 'for (int j = hint_top - 1; j > hint_new; j--) {' stress_hot
# quick forced moves: a popped hint taken without checking that its item is still active (stale)
broken_more quick-stale 'int k = hint[--hint_top];' 'int k = hint[--hint_top]; if (nd[k].top == 1) return k;' stress_hot
# count()'s shortcut: len_sum not restored on backing up (len_sum == prim_left claims one completion
# wrongly)
broken_more count-psum-backup 'len_sum = s.len_sum; prim_left = s.prim_left; }' 'prim_left = s.prim_left; }' stress_hot
# count()'s shortcut: prim_left not restored on backing up (the same counts; shortcuts lost, more nodes)
broken_more count-pact-backup 'prim_left = s.prim_left; }' '}' stress_hot
# count()'s commit_others(p, true) commits the other items leftwards (uncommit_others undoes them
# rightwards); without the sums (c false) it stays right
broken_more commit-others-c-order 'for (int q = p + 1; q != p;) {\n      if (nd[q].top <= 0) { q = nd[q].up; continue; }\n      if (c) cover_c(nd[q].top); else commit(q);\n      q++;' 'for (int q = c ? p - 1 : p + 1; q != p;) {\n      if (nd[q].top <= 0) { q = c ? nd[q].down : nd[q].up; continue; }\n      if (c) cover_c(nd[q].top); else commit(q);\n      q += c ? -1 : 1;' stress_hot
# the costs mode (costmode.cpp, the check of src/tests/xc_costmode.cpp, must catch these): the bound
# one too high per item; the lists not sorted by cost; the lists not linked back; half the tax taken
# off the options; an option's own bound one too high; an option committed below too small a gap;
# an item of the option itself taken for one left without options
broken costs-bound 's += wt[i] * m;' 's += wt[i] * m + wt[i];' costmode src/engine/costs.h
broken_more costs-unsorted 'std::sort(v.begin(), v.end());' ';' costmode src/engine/costs.h
broken_more costs-not-restored 'restore_lists();' ';' costmode src/engine/costs.h
broken_more costs-tax 'net[r] -= m;' 'net[r] -= m / 2;' costmode src/engine/costs.h
broken_more costs-option-bound 'pre.push_back(s + lcm * ncost[p]);' 'pre.push_back(s + lcm * ncost[p] + lcm);' costmode src/engine/costs.h
broken_more costs-commit-gap 'L.q = commit_t(L.x, g - ncost[L.x]);' 'L.q = commit_t(L.x, g - ncost[L.x] - 1);' costmode src/engine/costs.h
broken_more costs-dead-item 'if (r == x && nd[x].top != zdead) return q;' 'return q;' costmode src/engine/costs.h
# domain consistency (stress_dc.cpp must catch these): the union of supports misses the last word
# of the item's options (options removed that have a support); the options that contain the item
# itself removed too; two options sharing an uncolored secondary item taken as compatible; undo
# forgets to give the items their options back
broken_more dc-support-word 'for (int v = plo[p]; v <= phi[p]; v++)' 'for (int v = plo[p]; v < phi[p]; v++)' stress_dc src/engine/dc.h
broken dc-own-options 'act[w] & ~S[w] & ~pb[w]' 'act[w] & ~S[w]' stress_dc src/engine/dc.h
broken_more dc-uncolored-compat 'int c = grp[g].first;' 'int c = grp[g].first | (x > np);' stress_dc src/engine/dc.h
broken_more dc-undo-count 'for (int j = pstart[o]; j < pstart[o + 1]; j++) cnt[pitem[j]]++;' ';' stress_dc src/engine/dc.h
# the linear representation of dc.h: a support found for a group or pair but the entry left on
# the list of the removed option (when the new support goes, nothing looks again: options without
# support stay); a set of (p, x, color) emptied without its options of (x, color) going (the
# event raised only when one is left); p's last option keeping the options that clash with it
# removed... with itself (a valid option lost); a stale stamp (every item ever stamped counts as
# in the option being matched)
broken_more dc-linear-support-moved 'esup[e] = c; enext[e] = thead[c]; thead[c] = e;' 'esup[e] = c; enext[e] = kept; kept = e;' stress_dc src/engine/dc.h
broken_more dc-linear-set-emptied 'if (--ssz[s] <= 1 && swatch[s] > ssz[s])' 'if (--ssz[s] == 1 && swatch[s] > ssz[s])' stress_dc src/engine/dc.h
broken_more dc-linear-last-option 'remove_clashing(q, q)' 'remove_clashing(q, -1)' stress_dc src/engine/dc.h
broken_more dc-linear-stale-stamp 'if (mark[x] == stamp &&' 'if (mark[x] != 0 &&' stress_dc src/engine/dc.h
# repeated cover (src/dlx_rcover.h; stress_rcover.cpp must catch these): the lower bound one too
# high (covers missed); a column's header not put back in the column list on backtracking (the
# column counts as covered from then on); IDA* that stops one level early (a minimum equal to the
# limit missed)
broken rcover-bound-high 'return h;' 'return h + 1;' stress_rcover src/dlx_rcover.h
broken_more rcover-column-not-restored '{ nd[nd[i].l].r = i; nd[nd[i].r].l = i; }' 'if (i > n) { nd[nd[i].l].r = i; nd[nd[i].r].l = i; }' stress_rcover src/dlx_rcover.h
broken_more rcover-ida-early 'k <= limit' 'k < limit' stress_rcover src/dlx_rcover.h
# minimum covers (stress_mincover.cpp must catch these): the Lagrangian bound one too high; an item not
# linked back into the item list when its last covering option is untaken; IDA* stopping one
# level early (no pass at a limit of as many options as uncovered items); the options tried
# before at a level not excluded below (each set of options met more than once: counted twice)
broken mincover-bound 'return best > EPS ? (int)std::ceil(best - EPS) : 0;' 'return (int)std::ceil(best - EPS) + 1;' stress_mincover src/engine/mincover.h
broken_more mincover-item-not-restored 'else if (--cnt[t] == 0) { it[it[t].prev].next = t; it[it[t].next].prev = t; }' 'else --cnt[t];' stress_mincover src/engine/mincover.h
broken_more mincover-ida-early 'lim <= most; lim = next_limit' 'lim < most; lim = next_limit' stress_mincover src/engine/mincover.h
broken_more mincover-set-once 'void exclude(int p, bool on) { if (on) hide(p); else unhide(p); }' 'void exclude(int, bool) {}' stress_mincover src/engine/mincover.h
# minimum covers through the split driver (stress_mincover.cpp's split checks must catch these): the
# cut's subtrees not carrying the options excluded before them (a cover lies in several subtrees:
# counted more than once); a subtree's root taken as a cover whatever its size (covers over the
# limit found); the split's IDA* stopping one bound early
broken_more mincover-split-exclusions 'for (size_t k = 0; k < tried.size(); k++) c.rows.push_back(~tried[k]);' ';' stress_mincover src/engine/split.h
broken_more mincover-split-root-limit 'if (have <= limit) return FOUND;' 'return FOUND;' stress_mincover src/engine/mincover.h
broken_more mincover-split-ida-early 'for (int L = first; L <= most && found < 0; L = w.next)' 'for (int L = first; L < most && found < 0; L = w.next)' stress_mincover src/engine/split.h
# the resumable domain-consistency search (src/engine/dcsearch.h; stress_dcsearch.cpp must catch
# these): a pause taken anywhere in the loop, so that a search paused while backing up resumes by
# entering a node (a level of the stack lost); the cut's list of an item's options skips one (a
# subtree dropped); end_search() leaves the child being searched included; a failed selection not
# undone (its removals stay); the t == 1 shortcut taken at two options (the second one's subtree lost)
broken_more dcs-pause-anywhere '      Frame &f = st.back();\n      if (at == ENTER) {\n        if (stop && dc.nodes() >= stop) { phase = PH_PAUSED; return DLX::PAUSED; }' '      Frame &f = st.back();\n      if (stop && dc.nodes() >= stop) { phase = PH_PAUSED; return DLX::PAUSED; }\n      if (at == ENTER) {' stress_dcsearch src/engine/dcsearch.h
broken dcs-cut-skips 'int o = dc.next_option(cur_item, p - dc.primary() - 1);' 'int o = dc.next_option(cur_item, p - dc.primary());' stress_dcsearch src/engine/dcsearch.h
broken_more dcs-end-search-child 'if (f.o >= 0) leave_child(f);' 'if (f.o >= 0) chosen.pop_back();' stress_dcsearch src/engine/dcsearch.h
broken_more dcs-select-undo '      dc.undo(h); dc.uncover(o);' '      dc.uncover(o);' stress_dcsearch src/engine/dcsearch.h
broken_more dcs-shortcut 'if (f.t == 1) return false;' 'if (f.t <= 2) return false;' stress_dcsearch src/engine/dcsearch.h
# DC's checkpoints (resume(), stress_dcsearch.cpp's moves to a new engine must catch these): a
# finished child's option not removed again (its subtree searched twice); a search stopped at a
# solution resumed as paused before it (the solution listed twice)
broken_more dcs-resume-no-removal 'if (!branch(f) || !remove_tried(f, f.o)) { end_search(); return false; }' 'if (!branch(f) || (f.o = -1, ++f.k, false)) { end_search(); return false; }' stress_dcsearch src/engine/dcsearch.h
broken_more dcs-resume-at-solution 'phase = at_solution ? PH_FOUND : PH_PAUSED;' 'phase = PH_PAUSED;' stress_dcsearch src/engine/dcsearch.h
# the propagation hook (stress_dcsearch.cpp's hooked runs must catch it): its answer ignored when
# the search includes a child (subtrees searched past a dead end). (Ignored by select_row instead,
# the cut of --parts keeps subtrees the hook rules out: caught too, measured once, not kept: each
# variant costs a build)
broken_more dcs-hook-ignored 'return dc.include(f.o) && (!hk || hk->settle(*this, f.h, false));' 'return dc.include(f.o) && (!hk || (hk->settle(*this, f.h, false), true));' stress_dcsearch src/engine/dcsearch.h
# the stamps of groups' whole cages (src/grid/griddc.h; stress_gridstamp.cpp, built with 8-bit
# stamps, must catch these): a wrap not resetting the tables (the fault before the fix: stale
# stamps read as fresh); the masks' first table not reset on a wrap
broken grid-stamp-no-reset 'if (t < k) { clear(a, b); t = k; }' 'if (t < k) t = k;' stress_gridstamp src/grid/griddc.h
broken_more grid-stamp-mark-kept 'std::fill(a.begin(), a.end(), (Stamp)0);' ';' stress_gridstamp src/grid/griddc.h
# the propagator search of the grid module (stress_cp.cpp, random small killers against its oracle,
# must catch these): an implied sum off by one
broken cp-implied-off-by-one '#define IMPLIED_DELTA 0   /*' '#define IMPLIED_DELTA 1   /*' stress_cp src/grid/implied.h
# a sum's bound that prunes one value too many (the largest value the rest allows)
broken cp-sum-bound 's.value_range(total - rhi, total - rlo)' 's.value_range(total - rhi, total - rlo - 1)' stress_cp src/grid/prop.h
# a sum's group without one cell: its low total loses the group's first one-waiting bit, not the
# first at or above that cell's smallest candidate (too high a bound for the rest: values pruned)
broken_more cp-group-drop 'return pm_low(last & (~(PMask)0 << l));' 'return l < 0 ? 0 : pm_low(last);' stress_cp src/grid/prop.h
# a sum's group: the passed bits not left out of `last` (the low total without a cell loses the
# first taken bit at or above its smallest candidate, too small a value: the rest's bound too high)
broken_more cp-group-passed 'last = T & ~P; sum = total;\n        return true;\n    }\n    static PMask upto' 'last = T; sum = total;\n        return true;\n    }\n    static PMask upto' stress_cp src/grid/prop.h
# a sum with three open cells: the first one's smallest candidate never tried
broken_more cp-sum-three 'for (PMask x = d0; x; x &= x - 1) {' 'for (PMask x = d0 & (d0 - 1); x; x &= x - 1) {' stress_cp src/grid/prop.h
# probing at the root (CPSearch::probe_all, early in the stress tests): a failed probe's removals
# not undone before its candidate leaves (the cell's other candidates pruned as if it held it)
broken_more cp-probe-no-undo 's.undo(u);\n                    if (ok) continue;' 'if (ok) { s.undo(u); continue; }' stress_cp src/grid/cpsearch.h
# the search begun again after probing counts its first solution, found again, a second time
broken iss-probe-first-twice 'skip_first = found == 1;' 'skip_first = false;' stress_iss src/grid/cpsearch.h
# a sum's pairs by masks (consecutive values): opposite coefficients shifted the wrong way
broken_more cp-sum-pairs-sign '            int D = ci * t;   /* b = c + D */' '            int D = ck * t;   /* b = c + D */' stress_cp src/grid/prop.h
# the branching skips a candidate (the right branch removes the next value too)
broken cp-branch-skip 'if (!s.keep(k, ~((PMask)1 << b))' 'if (!s.keep(k, ~((PMask)3 << b))' stress_cp src/grid/cpsearch.h
# the pairs of two cells where values are not consecutive (by lookups): the first cell's smallest
# candidate never tried (the random symbol values of one instance in six)
broken_more cp-pairs-loop '        for (PMask x = di; x; x &= x - 1) {' '        for (PMask x = di & (di - 1); x; x &= x - 1) {' stress_cp src/grid/prop.h
# a cage made whole wrongly: with two open cells, the first one's smallest candidate never tried
broken_more cp-cage-pair 'else if (u == 2) s.pairs(d[0], 1, d[1], 1, t, true, sup[0], sup[1]);' 'else if (u == 2) s.pairs(d[0] & (d[0] - 1), 1, d[1], 1, t, true, sup[0], sup[1]);' stress_cp src/grid/prop.h
# a cage made whole by mirrored masks (consecutive values): with three open cells, the third
# never takes the smallest symbol; the mirror shifted one bit too far
broken_more cp-cage-mirror-last 'sup[2] |= b2; }' 'sup[2] |= b2 & ~(PMask)1; }' stress_cp src/grid/prop.h
broken_more cp-mirror-shift '        int sh = K - 15;' '        int sh = K - 14;' stress_cp src/grid/prop.h
# a house's locked candidates: a symbol in two meetings counted as locked in each; a meeting's
# locked symbols taken out of the next meeting's other house
broken_more cp-locked-two '{ o2 |= o1 & u[j]; o1 |= u[j]; }' '{ o1 |= u[j]; }' stress_cp src/grid/prop.h
broken_more cp-locked-out 'int o = obase[p] + j;' 'int o = obase[p] + (j + 1) % ns;' stress_cp src/grid/prop.h
# a cage's required symbols: one leaves an outside cell that sees only some of its places; the
# symbols of the last feasible set taken as required (not those of every set)
broken_more cp-cage-excl-seen 'if (!(M & ~oseen[j]) && !s.keep' 'if ((M & oseen[j]) && !s.keep' stress_cp src/grid/prop.h
broken_more cp-cage-excl-req '            req &= S;' '            req = S & U;' stress_cp src/grid/prop.h
# a cage's sets rule: a symbol every feasible set needs placed when it has two places left
broken_more cp-cage-required 'if (cnt == 1 && !s.keep(cells[at], b)) return false;' 'if (cnt <= 2 && !s.keep(cells[at], b)) return false;' stress_cp src/grid/prop.h
# the variant rules (stress_iss): a pair rule that never lets its first cell keep its smallest
# candidate; a thermometer whose steps must be 2 or more; an arrow's circle taken as its last cell;
# the strict rules on the pairs with a dot (or X, V) too; GreaterThan the wrong way round; the
# windoku windows one column off; a palindrome's last pair left out; a black dot one way only
broken iss-pair-skip '        for (PMask x = da; x; x &= x - 1) {' '        for (PMask x = da & (da - 1); x; x &= x - 1) {' stress_iss src/grid/prop.h
broken_more iss-thermo-gap 'struct IssLess { bool operator()(int a, int b) const { return a < b; } };' 'struct IssLess { bool operator()(int a, int b) const { return a + 1 < b; } };' stress_iss src/grid/iss.h
broken_more iss-arrow-circle '        c.coef[0] = -1;' '        c.coef[ks.size() - 1] = -1;' stress_iss src/grid/iss.h
broken_more iss-strict-kropki 'if (strict_kropki && !std::binary_search(pairs_dot.begin(), pairs_dot.end(), key))' 'if (strict_kropki)' stress_iss src/grid/iss.h
broken_more iss-strict-kropki-one 'return !((what & 1) && (a == b + 1 || b == a + 1))' 'return !((what & 3) && (a == b + 1 || b == a + 1))' stress_iss src/grid/iss.h
broken_more iss-box-index 'int st = index_rule(k, box, (int)(std::find(box.begin(), box.end(), k) - box.begin()) + 1);' 'int st = index_rule(k, box, (int)(std::find(box.begin(), box.end(), k) - box.begin()) % 2 + 1);' stress_iss src/grid/iss.h
broken_more iss-strict-xv 'if (strict_xv && !std::binary_search(pairs_xv.begin(), pairs_xv.end(), key))' 'if (strict_xv)' stress_iss src/grid/iss.h
broken_more iss-greater 'else rel(x, y, IssGreater());' 'else rel(y, x, IssGreater());' stress_iss src/grid/iss.h
broken_more iss-windoku 'g.push_back(at + (r0 + q % bh) * C + c0 + q / bh);' 'g.push_back(at + (r0 + q % bh) * C + c0 - 1 + q / bh);' stress_iss src/grid/iss.h
broken_more iss-palindrome 'for (size_t j = 0; j < ks.size() / 2; j++) rel(' 'for (size_t j = 0; j + 1 < ks.size() / 2; j++) rel(' stress_iss src/grid/iss.h
broken_more iss-black-dot 'struct IssBlack { bool operator()(int a, int b) const { return a == 2 * b || b == 2 * a; } };' 'struct IssBlack { bool operator()(int a, int b) const { return a == 2 * b; } };' stress_iss src/grid/iss.h
# a renban's cells allowed as far apart as its length (a run one too long)
broken_more iss-renban 'return a - b < d && b - a < d; }' 'return a - b <= d && b - a <= d; }' stress_iss src/grid/iss.h
# the newer ISS types (stress_iss must catch these; one a type, all in the full mutation run only):
# sums:
# a little killer's diagonal without its last cell
broken_more iss-littlekiller-short 'diagonal_from(k, ks);' 'diagonal_from(k, ks); if (ks.size() > 1) ks.pop_back();' stress_iss src/grid/iss.h
# a pill read backwards (its last digit the tens)
broken_more iss-pill-backwards 'P - (int)q == 2 ? 10 : 1)' 'P - (int)q == 1 ? 10 : 1)' stress_iss src/grid/iss.h
# a pill digit (SumProp, a coefficient of 10 or 100) that drops a value at the rest's largest total
broken_more iss-linear-bound 'if (t + rlo <= total && t + rhi >= total)' 'if (t + rlo <= total && t + rhi > total)' stress_iss src/grid/prop.h
# a double arrow's second cell taken as its other end
broken_more iss-double-arrow 'co[0] = co[ks.size() - 1] = 1;' 'co[0] = co[1] = 1;' stress_iss src/grid/iss.h
# an even zipper's neighbouring pairs not compared
broken_more iss-zipper-even 'for (size_t y = 0; y < x; y++) {' 'for (size_t y = 0; y + 1 < x; y++) {' stress_iss src/grid/iss.h
# a region sum line's boxes cut by the wrong width (6x6)
broken_more iss-region-sum-boxes 'rg[k] = k / C / bh * (C / bw) + k % C / bw;' 'rg[k] = k / C / bh * (C / bw) + k % C / bh;' stress_iss src/grid/iss.h
# outside clues:
# a sandwich in a house with one cell too many between its ends (RuleProp::sandwich)
broken_more iss-sandwich-border 'between = b - a - 1;' 'between = b - a;' stress_iss src/grid/prop.h
# XSum and Skyscraper clues from the right or below read from the left or above
broken_more iss-outside-back 'line_of(a[1], q == 2 ? 1 : -1, ks)' 'line_of(a[1], 1, ks)' stress_iss src/grid/iss.h
# an X-sum off by one (the partial sums aim at the clue less x, plus 1)
broken_more iss-xsum-count 'int x = s.value[pm_low(b0)], T = S - x;' 'int x = s.value[pm_low(b0)], T = S - x + 1;' stress_iss src/grid/prop.h
# a skyscraper seen but not counted, going back along the line (RuleProp::skyscraper)
broken_more iss-skyscraper-fewer '? b1[b + 1] >> 1 : (sky_strict' '? b1[b + 1] : (sky_strict' stress_iss src/grid/prop.h
# lines:
# a between line that lets a cell equal the lower end (RuleProp::ends)
broken_more iss-between-low 'PMask mid = (((PMask)1 << q) - 1) & ~(((PMask)2 << p) - 1);' 'PMask mid = (((PMask)1 << q) - 1) & ~(((PMask)1 << p) - 1);' stress_iss src/grid/prop.h
# a lockout line that lets a cell equal the lower end (RuleProp::ends)
broken_more iss-lockout-low 'PMask ok = lock ? ~mid & ~((PMask)1 << p) & ~((PMask)1 << q) : mid;' 'PMask ok = lock ? ~mid & ~((PMask)1 << q) : mid;' stress_iss src/grid/prop.h
# a modular line's M-th cell not kept apart from the ones before it
broken_more iss-modular-last 'if (y < (size_t)m) rel(' 'if (y + 1 < (size_t)m) rel(' stress_iss src/grid/iss.h
# a sum line loop cut only where it starts
broken_more iss-sumline-loop 'for (int o = 0; o < m; o++) {' 'for (int o = 0; o < 1; o++) {' stress_iss src/grid/prop.h
# an entropic line's windows of two cells, not three
broken_more iss-entropic-window 'y < ks.size() && y < x + 3; y++) rel(ks[x], ks[y], IssEntropic(L, M));' 'y < ks.size() && y < x + 2; y++) rel(ks[x], ks[y], IssEntropic(L, M));' stress_iss src/grid/iss.h
# an entropic line's middle group one value short (its low group one longer)
broken_more iss-entropic-groups 'int group(int v) const { return v <= L ? 0 : v <= L + M ? 1 : 2; }' 'int group(int v) const { return v <= L ? 0 : v < L + M ? 1 : 2; }' stress_iss src/grid/iss.h
# a slow thermometer read as a thermometer (no value repeated)
broken_more iss-slow-thermo 'struct IssNotMore { bool operator()(int a, int b) const { return a <= b; } };' 'struct IssNotMore { bool operator()(int a, int b) const { return a < b; } };' stress_iss src/grid/iss.h
# a nabner line that lets two cells be consecutive (only equal ones kept apart)
broken_more iss-nabner-consecutive 'y < ks.size(); y++) rel(ks[x], ks[y], IssApart(2));' 'y < ks.size(); y++) rel(ks[x], ks[y], IssApart(1));' stress_iss src/grid/iss.h
# a skyscraper line of distinct cells: a hidden cell kept one below the tallest before it, not just below
broken_more iss-skyscraper-strict 'else if (!sky_strict || b + 1 != h) g[h] |= f[h];' 'else if (!sky_strict || b + 2 < h) g[h] |= f[h];' stress_iss src/grid/prop.h
# a needed value (renban, quad) taken out of the cells that see its last place, not all of its places
broken_more iss-needed-last-place 'for (int w = 0; w < uw; w++) acc[w] &= useen[(size_t)i * uw + w];' 'for (int w = 0; w < uw; w++) acc[w] = useen[(size_t)i * uw + w];' stress_iss src/grid/prop.h
# an X-sum's partial sums: the cells after the first x take x's cell too far (x - 1 cells summed)
broken_more iss-xsum-dp-short 'if (x < 1 || x > m || T < 0) continue;' 'if (x < 1 || x > m || T < 0) continue; x--;' stress_iss src/grid/prop.h
# a V's two cells taken as adding up to 4 in the implied sums (the pair rule itself kept)
broken_more iss-v-hint 'rel(x, y, IssSum(5)); sum_hint(x, y, 5);' 'rel(x, y, IssSum(5)); sum_hint(x, y, 4);' stress_iss src/grid/iss.h
# region sum lines' shared sum: a run of distinct cells cut to the sums of one value fewer
broken_more iss-equalsums-distinct 'for (int w = 0; w < W; w++) end[w] &= C[(size_t)L * W + w];' 'for (int w = 0; w < W; w++) end[w] &= C[(size_t)(L - 1) * W + w];' stress_iss src/grid/prop.h
# a difference dot with a value read one way only (the first cell the larger)
broken_more iss-difference-oneway 'bool operator()(int a, int b) const { return a - b == d || b - a == d; } };' 'bool operator()(int a, int b) const { return a - b == d; } };' stress_iss src/grid/iss.h
# the negative constraint on valued dots applied to dotted pairs too
broken_more iss-strict-valued 'j < neg_diffs.size() && !dot; j++)' 'j < neg_diffs.size(); j++)' stress_iss src/grid/iss.h
# the others:
# a quadruple missing one of its values
broken_more iss-quad-missing 'return miss <= m - k;' 'return miss <= m - k + 1;' stress_iss src/grid/prop.h
# indexing by the row for C (the column for R)
broken_more iss-indexing-swap 'index_rule(k, line, col ? c + 1 : r + 1)' 'index_rule(k, line, col ? r + 1 : c + 1)' stress_iss src/grid/iss.h
# value indexing that counts the distance from the distance cell itself
broken_more iss-value-indexing 'return k < 2 + d || v[1 + d] == v[0];' 'return k < 2 + d || v[d] == v[0];' stress_iss src/grid/prop.h
# same-value sets whose counts may differ by one
broken_more iss-samevalues-count 'if (most_lo > least_hi) return false;' 'if (most_lo > least_hi + 1) return false;' stress_iss src/grid/prop.h
# SameValues of single cells: the first cell left free
broken_more iss-samevalues-equal 'for (size_t j = 1; j < ks.size(); j++) rel(ks[j - 1], ks[j], IssEqual());' 'for (size_t j = 2; j < ks.size(); j++) rel(ks[j - 1], ks[j], IssEqual());' stress_iss src/grid/iss.h
# the true candidates of groups --candidates (src/grid/candidates.h; stress_candidates must catch
# these): a probe that trusts the propagation (the pair taken as a candidate when fixing it
# propagates without a conflict, no solution searched); a probe that found a solution not undone
# (the later probes search below it: candidates missed); a solution's last cell not marked
broken cand-trust-propagation 'bool found = s.fix(k, b) && s.propagate() && first(cp, got, 1);' 'bool found = s.fix(k, b) && s.propagate() && (got[k] |= (PMask)1 << b) != 0;' stress_candidates src/grid/candidates.h
broken_more cand-probe-undo 's.undo(t);\n                    if (found)' 'if (!found) s.undo(t);\n                    if (found)' stress_candidates src/grid/candidates.h
broken_more cand-mark-last 'if (cp.first[k] >= 0) got[k]' 'if (cp.first[k] >= 0 && k != cp.s.n - 1) got[k]' stress_candidates src/grid/candidates.h
# a renban's value needed in every run it can be, put in the first of two places (RuleProp::renban)
broken_more iss-renban-single 'if (n == 1) { if (!s.keep(cells[place], v)) return false; continue; }' 'if (n <= 2) { if (!s.keep(cells[place], v)) return false; continue; }' stress_iss src/grid/prop.h
# a short renban's ways to take a run's values: the last cell's pick left out (it keeps a stale one)
broken_more iss-renban-ways 'if (i == m) { for (int j = 0; j < m; j++) got[j] |= pick[j]; return true; }' 'if (i == m - 1) { for (int j = 0; j < m; j++) got[j] |= pick[j]; return true; }' stress_iss src/grid/prop.h
# a renban's needed value taken out of every peer of one of its places, not only of the cells that see all of them
broken_more iss-renban-seeall 'if (s.dom[cells[i]] & v) for (int w = 0; w < uw; w++) acc[w] &= useen[' 'if (i == place) for (int w = 0; w < uw; w++) acc[w] &= useen[' stress_iss src/grid/prop.h
