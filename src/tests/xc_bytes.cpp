// Self-check of xc's input bytes (Bytes of src/xc/model.h): a regular file is mapped, a pipe is
// read; swap, copy and destruction keep every mapping whole and give it back exactly once (a swap
// that lost the mapping's length once unmapped the wrong range at exit: found by the ASan build).
// Run with no arguments; exit 0 if right.
#include "src/xc/model.h"
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <unistd.h>

static int bad = 0;
static void check(bool ok, const char *what) {
    if (!ok) { std::printf("FAIL: %s\n", what); bad++; }
}

/* the lines of /proc/self/maps that name the file */
static int mappings_of(const std::string &path) {
    std::ifstream f("/proc/self/maps");
    std::string line;
    int k = 0;
    while (std::getline(f, line))
        if (line.size() >= path.size() && line.compare(line.size() - path.size(), path.size(), path) == 0) k++;
    return k;
}

static bool same(const Bytes &b, const std::string &s) { return b.size() == s.size() && std::string(b.data(), b.size()) == s; }

int main() {
    char dir[] = "/tmp/xc_bytes.XXXXXX";
    if (!mkdtemp(dir)) { std::printf("FAIL: no temporary folder\n"); return 1; }
    std::string path = std::string(dir) + "/in.dlx";
    std::string text;
    for (int k = 0; k < 3000; k++) text += "r" + std::to_string(k % 7) + " x" + std::to_string(k) + ":a\n";  /* some pages */
    { std::ofstream o(path.c_str(), std::ios::binary); o << text; }
    bool maps = true;  /* the maps file readable (else the mapping checks are left out) */
    {
        std::ifstream f("/proc/self/maps");
        maps = (bool)f;
    }
    {
        FILE *f = std::fopen(path.c_str(), "rb");
        Bytes a;
        check(a.load(f), "load of a regular file");
        std::fclose(f);
        check(same(a, text), "a regular file's bytes");
        if (maps) check(mappings_of(path) == 1, "a regular file is mapped once");
        Bytes b;
        b.swap(a);
        check(same(b, text) && a.empty(), "swap moves the mapping");
        Bytes c(b);  /* a copy owns its bytes */
        check(same(c, text), "a copy's bytes");
        {
            Bytes d;
            d.assign("xy", 2);  /* owned, in the string's own room */
            d.swap(b);
            check(same(d, text) && same(b, "xy"), "swap of a mapping and owned bytes");
            b.swap(d);
            check(same(b, text) && same(d, "xy"), "and back");
        }
        check(same(b, text), "the mapping after the swaps");
        if (maps) check(mappings_of(path) == 1, "still mapped once");
        b.clear();
        if (maps) check(mappings_of(path) == 0, "clear() gives the mapping back");
        check(same(c, text), "the copy outlives the mapping");
    }
    {
        FILE *f = std::fopen(path.c_str(), "rb");
        {
            Bytes a;
            check(a.load(f), "a second load");
            Bytes b;
            b.swap(a);
        }  /* both destroyed: the mapping given back once, by its holder */
        std::fclose(f);
        if (maps) check(mappings_of(path) == 0, "destruction gives the mapping back");
    }
    {
        std::string cmd = "cat " + path;
        FILE *p = popen(cmd.c_str(), "r");
        Bytes a;
        check(p && a.load(p), "load of a pipe");
        if (p) pclose(p);
        check(same(a, text), "a pipe's bytes");
        if (maps) check(mappings_of(path) == 0, "a pipe is read, not mapped");
    }
    {
        FILE *f = std::fopen(path.c_str(), "rb");
        char two[2];
        check(std::fread(two, 1, 2, f) == 2, "read two bytes");
        Bytes a;  /* a file not at its start: read from there on, not mapped */
        check(a.load(f), "load after a read");
        std::fclose(f);
        check(same(a, text.substr(2)), "the rest of the file");
    }
    check(num(12345) == "12345", "num()");  /* (model.h's helper, used here so that it is not unused) */
    unlink(path.c_str());
    rmdir(dir);
    if (bad == 0) std::printf("Bytes: mapped, read, swapped, copied and released as expected\n");
    return bad ? 1 : 0;
}
