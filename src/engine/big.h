/* Exact non-negative integers of any size: sums of counts (memoized counting, split counts,
 * checkpoints). An engine extension: tools include it; the judge core does not. */
#ifndef DLX_ENGINE_BIG_H
#define DLX_ENGINE_BIG_H
#include <stdint.h>
#include <string>
#include <vector>

struct Big {
  typedef uint64_t u64;
  std::vector<uint32_t> w;  /* base 2^32, least significant first, no leading zero limbs */
  Big() {}
  explicit Big(u64 v) { set(v); }
  void set(u64 v) { w.clear(); while (v) { w.push_back((uint32_t)v); v >>= 32; } }
  bool is_zero() const { return w.empty(); }
  bool fits64() const { return w.size() <= 2; }
  u64 low64() const { u64 v = 0; for (int k = (int)w.size() - 1; k >= 0 && k >= (int)w.size() - 2; k--) v = (v << 32) | w[k]; return v; }
  void add(const uint32_t *b, int nb) {
    if ((int)w.size() < nb) w.resize(nb, 0);
    u64 carry = 0;
    int k = 0;
    for (; k < nb; k++) { carry += (u64)w[k] + b[k]; w[k] = (uint32_t)carry; carry >>= 32; }
    for (; carry && k < (int)w.size(); k++) { carry += w[k]; w[k] = (uint32_t)carry; carry >>= 32; }
    if (carry) w.push_back((uint32_t)carry);
  }
  void add(const Big &b) { if (!b.w.empty()) add(&b.w[0], (int)b.w.size()); }
  void add(u64 v) {
    uint32_t t[2];
    t[0] = (uint32_t)v; t[1] = (uint32_t)(v >> 32);
    if (v) add(t, t[1] ? 2 : 1);
  }
  std::string str() const {
    if (w.empty()) return "0";
    std::vector<uint32_t> q(w);
    std::string s;
    while (!q.empty()) {  /* divide by 10^9, collect 9 digits */
      u64 r = 0;
      for (int k = (int)q.size() - 1; k >= 0; k--) {
        u64 cur = (r << 32) | q[k];
        q[k] = (uint32_t)(cur / 1000000000u);
        r = cur % 1000000000u;
      }
      while (!q.empty() && q[q.size() - 1] == 0) q.pop_back();
      for (int j = 0; j < 9; j++) {
        s += (char)('0' + (int)(r % 10));
        r /= 10;
        if (q.empty() && r == 0) break;
      }
    }
    return std::string(s.rbegin(), s.rend());
  }
};
#endif
