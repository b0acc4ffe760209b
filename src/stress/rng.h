// The random numbers of the stress and self-check programs: splitmix64 on one global state.
// A program sets rng_state (from its seed and the instance number, so that every instance
// depends only on them), then draws with rnd() / below(k). Deterministic on every platform.
#ifndef STRESS_RNG_H
#define STRESS_RNG_H
static unsigned long long rng_state;
static inline unsigned long long rnd() {  // splitmix64
    unsigned long long z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
// uniform enough in 0..k-1 (k >= 1)
static inline int below(int k) { return (int)(rnd() % (unsigned long long)k); }
#endif
