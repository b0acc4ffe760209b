// Brute-force oracle of minimum covers (issue 29), independent of the DLX core: every subset of
// the options, smallest first. Used by src/brute/xcc.cpp (--min-cover) and
// src/stress/stress_mincover.cpp.
// A cover: every primary item in at least one chosen option; every secondary item in at most one,
// or in several that all give it the same nonzero color; every chosen option has a primary item.
#ifndef BRUTE_MINCOVER_H
#define BRUTE_MINCOVER_H
#include <vector>

struct BruteCover {
    int items, primary;                        // items 0..items-1, the first `primary` primary
    std::vector<std::vector<int> > opt, col;   // per option: its items and their colors (0: none)

    // the options of `rows` (indices into opt) form a cover
    bool is_cover(const std::vector<int> &rows) const {
        std::vector<int> hits(items, 0), color(items, 0);
        for (size_t k = 0; k < rows.size(); k++) {
            int r = rows[k];
            if (r < 0 || r >= (int)opt.size()) return false;
            bool has_primary = false;
            for (size_t j = 0; j < opt[r].size(); j++) {
                int x = opt[r][j], c = col[r][j];
                if (x < primary) { has_primary = true; hits[x]++; continue; }
                if (hits[x]++ == 0) color[x] = c;
                else if (c == 0 || color[x] != c) return false;  // two options, not one color
            }
            if (!has_primary) return false;
        }
        for (size_t k = 0; k < rows.size(); k++)
            for (size_t j = 0; j < k; j++) if (rows[j] == rows[k]) return false;
        for (int x = 0; x < primary; x++) if (hits[x] == 0) return false;
        return true;
    }
    // the least size of a cover (-1: none), and in count the number of covers of that size
    // (sizes up to `most` only; -1 as well when every cover is larger)
    int minimum(unsigned long long &count, int most = 1 << 30) const {
        int R = (int)opt.size();
        count = 0;
        for (int s = 0; s <= R && s <= most; s++) {
            std::vector<int> pick(s);
            for (int j = 0; j < s; j++) pick[j] = j;
            for (;;) {  // the subsets of size s in lexicographic order
                if (is_cover(pick)) count++;
                int j = s - 1;
                while (j >= 0 && pick[j] == R - s + j) j--;
                if (j < 0) break;
                pick[j]++;
                for (int k = j + 1; k < s; k++) pick[k] = pick[k - 1] + 1;
            }
            if (count) return s;
        }
        return -1;
    }
};
#endif
