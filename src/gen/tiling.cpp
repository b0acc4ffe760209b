// Random small tiling instances for tests of problems/polyomino.cpp and problems/polycube.cpp.
//   tiling SEED [--3d]
// A random board (2-D: up to 6x6 with a few holes, drawn with '#' or spaces, sometimes a marked
// cell; 3-D: a box up to 3x3x3, sometimes with holes) is cut into random connected pieces, so
// most instances have solutions; equal shapes (up to rotation and reflection) become one piece
// with a count; now and then a small piece gets count '*' or an extra piece is added.
// Own splitmix64 on SEED.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <stdint.h>
#include <string>
#include <vector>

static uint64_t s;
static uint64_t rnd() {
    uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
static int R(int n) { return (int)(rnd() % (uint64_t)n); }

typedef std::vector<int> Pt;  // x y z
typedef std::vector<Pt> Shape;
static Shape norm(Shape v) {
    int lo[3] = {1 << 20, 1 << 20, 1 << 20};
    for (size_t i = 0; i < v.size(); i++) for (int k = 0; k < 3; k++) lo[k] = std::min(lo[k], v[i][k]);
    for (size_t i = 0; i < v.size(); i++) for (int k = 0; k < 3; k++) v[i][k] -= lo[k];
    std::sort(v.begin(), v.end());
    return v;
}
// canonical form under all 48 axis permutations and sign changes (planar shapes stay planar
// when compared with each other, since both have z = 0)
static Shape canon(const Shape &v) {
    static const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    Shape best;
    for (int p = 0; p < 6; p++)
        for (int sg = 0; sg < 8; sg++) {
            Shape t;
            for (size_t i = 0; i < v.size(); i++) {
                Pt q(3);
                for (int k = 0; k < 3; k++) q[k] = (sg >> k & 1 ? -1 : 1) * v[i][perms[p][k]];
                t.push_back(q);
            }
            t = norm(t);
            if (best.empty() || t < best) best = t;
        }
    return best;
}

int main(int argc, char **argv) {
    if (argc < 2) { std::fprintf(stderr, "usage: tiling SEED [--3d]\n"); return 2; }
    s = std::strtoull(argv[1], 0, 10);
    bool d3 = argc > 2 && std::string(argv[2]) == "--3d";
    int W, H, D, maxp;
    if (d3) { W = 1 + R(3); H = 1 + R(3); D = 1 + R(3); maxp = 4; }
    else { W = 2 + R(5); H = 1 + R(5); D = 1; maxp = 5; }
    int n = W * H * D;
    std::vector<char> pic(n, '.');
    int holes = R(d3 ? 2 : 4);
    bool spaces = !d3 && R(2);
    for (int k = 0; k < holes && n > 2; k++) pic[R(n)] = spaces ? ' ' : '#';
    if (!d3 && R(4) == 0) pic[R(n)] = "x*@7"[R(4)];
    // cut into pieces
    std::vector<int> own(n, -1);
    std::vector<Shape> pieces;
    std::vector<int> order;
    for (int i = 0; i < n; i++) if (pic[i] == '.') order.push_back(i);
    for (size_t i = order.size(); i > 1; i--) std::swap(order[i - 1], order[R((int)i)]);
    for (size_t oi = 0; oi < order.size(); oi++) {
        int c0 = order[oi];
        if (own[c0] >= 0) continue;
        int id = (int)pieces.size(), want = 1 + R(maxp);
        std::vector<int> mem(1, c0);
        own[c0] = id;
        while ((int)mem.size() < want) {
            std::vector<int> fr;
            for (size_t m = 0; m < mem.size(); m++) {
                int c = mem[m], x = c % W, y = c / W % H, z = c / (W * H);
                int nb[6][3] = {{x - 1, y, z}, {x + 1, y, z}, {x, y - 1, z}, {x, y + 1, z}, {x, y, z - 1}, {x, y, z + 1}};
                for (int k = 0; k < 6; k++) {
                    int a = nb[k][0], b = nb[k][1], e = nb[k][2];
                    if (a < 0 || b < 0 || e < 0 || a >= W || b >= H || e >= D) continue;
                    int q = (e * H + b) * W + a;
                    if (pic[q] == '.' && own[q] < 0) fr.push_back(q);
                }
            }
            if (fr.empty()) break;
            int q = fr[R((int)fr.size())];
            own[q] = id; mem.push_back(q);
        }
        Shape sh;
        for (size_t m = 0; m < mem.size(); m++) {
            Pt p(3); p[0] = mem[m] % W; p[1] = mem[m] / W % H; p[2] = mem[m] / (W * H);
            sh.push_back(p);
        }
        pieces.push_back(norm(sh));
    }
    if (R(5) == 0 && !pieces.empty()) pieces.push_back(pieces[R((int)pieces.size())]);  // one too many
    // merge equal shapes into counts
    std::map<Shape, int> cnt;
    std::vector<Shape> uniq;
    for (size_t i = 0; i < pieces.size(); i++) {
        Shape c = canon(pieces[i]);
        if (!cnt.count(c)) uniq.push_back(pieces[i]);
        cnt[c]++;
    }
    // board
    std::printf("%% random %s instance, seed %s\nboard\n", d3 ? "3-D" : "2-D", argv[1]);
    for (int z = 0; z < D; z++) {
        if (z) std::printf("\n");
        for (int y = 0; y < H; y++) {
            std::string row;
            for (int x = 0; x < W; x++) row += pic[(z * H + y) * W + x];
            while (!row.empty() && row[row.size() - 1] == ' ') row.erase(row.size() - 1);
            if (row.empty()) row = spaces ? "#" : row;
            std::printf("%s\n", row.c_str());
        }
    }
    for (size_t i = 0; i < uniq.size(); i++) {
        const Shape &sh = uniq[i];
        int c = cnt[canon(sh)];
        char name = (char)('A' + i % 26);
        std::string cs = c == 1 ? "" : " " + std::to_string(c);
        if (sh.size() <= 2 && R(3) == 0) cs = " *";
        std::printf("\npiece %c%s\n", name, cs.c_str());
        int bx = 0, by = 0, bz = 0;
        for (size_t k = 0; k < sh.size(); k++) { bx = std::max(bx, sh[k][0]); by = std::max(by, sh[k][1]); bz = std::max(bz, sh[k][2]); }
        for (int z = 0; z <= bz; z++) {
            if (z) std::printf("\n");
            for (int y = 0; y <= by; y++) {
                std::string row;
                for (int x = 0; x <= bx; x++) {
                    Pt p(3); p[0] = x; p[1] = y; p[2] = z;
                    row += std::binary_search(sh.begin(), sh.end(), p) ? name : (d3 ? '#' : ' ');
                }
                while (!row.empty() && row[row.size() - 1] == ' ') row.erase(row.size() - 1);
                std::printf("%s\n", row.c_str());
            }
        }
    }
    return 0;
}
