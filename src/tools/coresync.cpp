// coresync: keep the pasted DLX core regions of the task files identical to src/dlx_core.h.
//   coresync check HASH12 src/dlx_core.h problems/*.cpp   -> exit 1 naming every file that differs
//   coresync write HASH12 src/dlx_core.h problems/*.cpp   -> rewrite only the marked regions
// HASH12 is the first 12 hex digits of `sha256sum src/dlx_core.h` (computed by the caller).
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

static bool read_file(const char *path, std::string &out) {
    FILE *f = std::fopen(path, "rb");
    if (!f) return false;
    char buf[65536];
    size_t k;
    out.clear();
    while ((k = std::fread(buf, 1, sizeof buf, f)) > 0) out.append(buf, k);
    std::fclose(f);
    return true;
}

static const char *BEGIN_TAG = "// ==== BEGIN DLX CORE";
static const char *END_LINE = "// ==== END DLX CORE ====";

int main(int argc, char **argv) {
    if (argc < 4 || (std::strcmp(argv[1], "check") && std::strcmp(argv[1], "write"))) {
        std::fprintf(stderr, "usage: coresync check|write HASH12 CORE FILE...\n");
        return 2;
    }
    bool write = !std::strcmp(argv[1], "write");
    std::string hash = argv[2], core;
    if (!read_file(argv[3], core)) { std::fprintf(stderr, "coresync: cannot read %s\n", argv[3]); return 2; }
    if (core.empty() || core[core.size() - 1] != '\n') core += '\n';
    std::string begin_line = std::string(BEGIN_TAG) + " (src/dlx_core.h sha256:" + hash +
                             ") -- edit src/dlx_core.h, then make sync ====";
    int bad = 0;
    for (int a = 4; a < argc; a++) {
        std::string text;
        if (!read_file(argv[a], text)) { std::fprintf(stderr, "%s: cannot read\n", argv[a]); bad++; continue; }
        size_t b = text.find(BEGIN_TAG);
        if (b == std::string::npos || (b > 0 && text[b - 1] != '\n')) {
            std::fprintf(stderr, "%s: no BEGIN DLX CORE marker line\n", argv[a]); bad++; continue;
        }
        size_t bend = text.find('\n', b);
        if (bend == std::string::npos) { std::fprintf(stderr, "%s: BEGIN marker is the last line\n", argv[a]); bad++; continue; }
        size_t e = text.find(std::string("\n") + END_LINE, bend);
        if (e == std::string::npos) { std::fprintf(stderr, "%s: no END DLX CORE marker line\n", argv[a]); bad++; continue; }
        if (text.find(BEGIN_TAG, bend) < e) { std::fprintf(stderr, "%s: two BEGIN markers\n", argv[a]); bad++; continue; }
        std::string cur_begin = text.substr(b, bend - b);
        std::string region = text.substr(bend + 1, e + 1 - (bend + 1));
        bool same = (region == core) && (cur_begin == begin_line || cur_begin == begin_line + "\r");
        if (same) continue;
        if (!write) {
            std::fprintf(stderr, "%s: %s -- run `make sync`\n", argv[a],
                         region != core ? "core copy differs from src/dlx_core.h" : "core hash in BEGIN line is stale");
            bad++;
            continue;
        }
        std::string out = text.substr(0, b) + begin_line + "\n" + core + text.substr(e + 1);
        std::string tmp = std::string(argv[a]) + ".sync.tmp";
        FILE *f = std::fopen(tmp.c_str(), "wb");
        if (!f || std::fwrite(out.data(), 1, out.size(), f) != out.size() || std::fclose(f) != 0) {
            std::fprintf(stderr, "%s: cannot write\n", tmp.c_str()); bad++; continue;
        }
        if (std::rename(tmp.c_str(), argv[a]) != 0) { std::fprintf(stderr, "%s: cannot rename\n", argv[a]); bad++; continue; }
        std::printf("synced %s\n", argv[a]);
    }
    return bad ? 1 : 0;
}
