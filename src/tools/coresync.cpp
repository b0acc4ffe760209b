// coresync: keep every synced region of the judge files byte-identical to its canonical file.
//   coresync check FILE...   exit 1 naming every file whose regions differ or are malformed
//   coresync write FILE...   rewrite every region from its canonical file (make sync); the text
//                            outside the regions is left as it is
// A region is the lines between two marker lines,
//   // ==== BEGIN <LABEL> (<path> sha256:<12 hex>) -- edit <path>, then make sync ====
//   // ==== END <LABEL> ====
// <path> is the canonical file, relative to the current directory (the repository's top), and
// <12 hex> the first 12 hex digits of its SHA-256 (as `sha256sum <path>` prints it). The lines
// between are the canonical file byte for byte. Any label and any path: a new canonical file
// needs only marker lines in the files that paste it, no change here. One label names one path.
// Every FILE holds at least one region. Exit status: 0 all in step (check) or written (write),
// 1 a region differs (check) or a file is malformed or unreadable, 2 usage.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

static bool read_file(const std::string &path, std::string &out) {
    FILE *f = std::fopen(path.c_str(), "rb");
    if (!f) return false;
    char buf[65536];
    size_t k;
    out.clear();
    while ((k = std::fread(buf, 1, sizeof buf, f)) > 0) out.append(buf, k);
    bool ok = !std::ferror(f);
    std::fclose(f);
    return ok;
}

// SHA-256 (FIPS 180-4) of a byte string, as 64 lower-case hex digits
static std::string sha256_hex(const std::string &msg) {
    static const uint32_t K[64] = {
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};
    uint32_t h[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                     0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    std::string m = msg;
    uint64_t bits = (uint64_t)msg.size() * 8;
    m += (char)0x80;
    while (m.size() % 64 != 56) m += (char)0;
    for (int i = 7; i >= 0; i--) m += (char)(bits >> (8 * i));
    auto rotr = [](uint32_t x, int n) { return (x >> n) | (x << (32 - n)); };
    for (size_t off = 0; off < m.size(); off += 64) {
        uint32_t w[64];
        for (int i = 0; i < 16; i++) {
            const unsigned char *p = (const unsigned char *)m.data() + off + 4 * i;
            w[i] = (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
        }
        for (int i = 16; i < 64; i++) {
            uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
            uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16] + s0 + w[i - 7] + s1;
        }
        uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
        for (int i = 0; i < 64; i++) {
            uint32_t t1 = hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i];
            uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
            hh = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
        }
        h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
    }
    std::string hex;
    for (int i = 0; i < 8; i++) {
        char buf[9];
        std::snprintf(buf, sizeof buf, "%08x", (unsigned)h[i]);
        hex += buf;
    }
    return hex;
}

static const std::string BEGIN = "// ==== BEGIN ", END = "// ==== END ";

static std::string begin_line(const std::string &label, const std::string &path, const std::string &hash) {
    return BEGIN + label + " (" + path + " sha256:" + hash + ") -- edit " + path + ", then make sync ====";
}
static std::string end_line(const std::string &label) { return END + label + " ===="; }

struct Canon {         // a canonical file: its text (ending in a newline) and its hash, or why not
    std::string text, hash, error;
};
static std::map<std::string, Canon> canons;             // by path
static std::map<std::string, std::string> label_path;   // the path each label names (the first seen)

static const Canon &canon(const std::string &path) {
    std::map<std::string, Canon>::iterator it = canons.find(path);
    if (it != canons.end()) return it->second;
    Canon &c = canons[path];
    if (path.empty() || path[0] == '/' || path.find("..") != std::string::npos)
        c.error = "canonical path " + path + " is not inside the repository";
    else if (!read_file(path, c.text)) c.error = "cannot read the canonical file " + path;
    else {
        c.hash = sha256_hex(c.text).substr(0, 12);
        if (c.text.empty() || c.text[c.text.size() - 1] != '\n') c.text += '\n';
        // a marker line inside a canonical file would open or close a region in every copy; a
        // quoted #include would build here (-I.) and fail on the judge: the file is pasted whole
        for (size_t p = 0; p < c.text.size(); p = c.text.find('\n', p) + 1) {
            if (!c.text.compare(p, BEGIN.size(), BEGIN) || !c.text.compare(p, END.size(), END)) {
                c.error = "the canonical file " + path + " holds a marker line";
                break;
            }
            size_t q = c.text.find_first_not_of(" \t", p);
            if (c.text[q] != '#') continue;
            q = c.text.find_first_not_of(" \t", q + 1);
            if (c.text.compare(q, 7, "include")) continue;
            q = c.text.find_first_not_of(" \t", q + 7);
            if (c.text[q] == '"') {
                c.error = "the canonical file " + path + " includes a file by a quoted name (it is pasted whole "
                          "into files that stand alone: include only standard headers, <...>)";
                break;
            }
        }
    }
    return c;
}

// the line at `p` of `text` without its line end (and its '\r')
static std::string line_at(const std::string &text, size_t p, size_t *next) {
    size_t e = text.find('\n', p);
    *next = e == std::string::npos ? text.size() : e + 1;
    std::string l = text.substr(p, (e == std::string::npos ? text.size() : e) - p);
    if (!l.empty() && l[l.size() - 1] == '\r') l.erase(l.size() - 1);
    return l;
}

// one file: every region checked, or (write) rewritten; false with messages on stderr if not in step
static bool sync_file(const char *file, bool write, bool *changed) {
    std::string text;
    *changed = false;
    if (!read_file(file, text)) { std::fprintf(stderr, "%s: cannot read\n", file); return false; }
    std::string out;
    bool ok = true;
    int regions = 0, lineno = 0;
    size_t p = 0;
    while (p < text.size()) {
        size_t next;
        std::string l = line_at(text, p, &next);
        lineno++;
        if (!l.compare(0, END.size(), END)) {
            std::fprintf(stderr, "%s:%d: an END marker line outside any region\n", file, lineno);
            return false;
        }
        if (l.compare(0, BEGIN.size(), BEGIN)) { out.append(text, p, next - p); p = next; continue; }
        // // ==== BEGIN <LABEL> (<path> sha256:<12 hex>) -- edit <path>, then make sync ====
        int bline = lineno;
        size_t lp = l.find(" (", BEGIN.size()), hp = l.find(" sha256:", lp == std::string::npos ? 0 : lp);
        if (lp == std::string::npos || lp == BEGIN.size() || hp == std::string::npos || hp == lp + 2 ||
            l.size() < hp + 8 + 13 || l[hp + 8 + 12] != ')') {
            std::fprintf(stderr, "%s:%d: a malformed BEGIN marker line (want `%s`)\n", file, lineno,
                         begin_line("<LABEL>", "<path>", "<12 hex>").c_str());
            return false;
        }
        std::string label = l.substr(BEGIN.size(), lp - BEGIN.size()), path = l.substr(lp + 2, hp - lp - 2);
        std::string have_hash = l.substr(hp + 8, 12);
        // the region's text: up to its END line
        size_t body = next, q = next, end_p = std::string::npos;
        while (q < text.size()) {
            size_t qn;
            std::string m = line_at(text, q, &qn);
            lineno++;
            if (m == end_line(label)) { end_p = q; next = qn; break; }
            if (!m.compare(0, BEGIN.size(), BEGIN) || !m.compare(0, END.size(), END)) break;
            q = qn;
        }
        if (end_p == std::string::npos) {
            std::fprintf(stderr, "%s:%d: the %s region has no line `%s` before the next marker or the end\n",
                         file, bline, label.c_str(), end_line(label).c_str());
            return false;
        }
        regions++;
        std::map<std::string, std::string>::iterator lpit = label_path.find(label);
        if (lpit == label_path.end()) label_path[label] = path;
        else if (lpit->second != path) {
            std::fprintf(stderr, "%s:%d: the label %s names %s here, %s elsewhere\n", file, bline,
                         label.c_str(), path.c_str(), lpit->second.c_str());
            return false;
        }
        const Canon &c = canon(path);
        if (!c.error.empty()) { std::fprintf(stderr, "%s:%d: %s\n", file, bline, c.error.c_str()); return false; }
        std::string want = begin_line(label, path, c.hash);
        bool same_text = text.compare(body, end_p - body, c.text) == 0;
        bool same_begin = l == want;
        if (!same_text || !same_begin) {
            if (!write) {
                if (!same_text) {
                    // the first line of the region that differs
                    size_t k = 0, n = std::min(end_p - body, c.text.size());
                    while (k < n && text[body + k] == c.text[k]) k++;
                    int at = bline + 1;
                    for (size_t j = body; j < body + k; j++) at += text[j] == '\n';
                    std::fprintf(stderr, "%s:%d: the %s region differs from %s (first at line %d) -- "
                                 "edit %s, not the copy, then run `make sync`\n",
                                 file, bline, label.c_str(), path.c_str(), at, path.c_str());
                } else
                    std::fprintf(stderr, "%s:%d: the %s region's hash sha256:%s is stale (%s is sha256:%s)"
                                 " -- run `make sync`\n", file, bline, label.c_str(), have_hash.c_str(),
                                 path.c_str(), c.hash.c_str());
                ok = false;
            }
            *changed = true;
        }
        out += want + "\n" + c.text + end_line(label);
        out.append(text, end_p + end_line(label).size(), next - end_p - end_line(label).size());
        p = next;
    }
    if (regions == 0) {
        std::fprintf(stderr, "%s: no synced region (a `%s` line)\n", file, begin_line("<LABEL>", "<path>", "<12 hex>").c_str());
        return false;
    }
    if (write && *changed) {
        std::string tmp = std::string(file) + ".sync.tmp";
        FILE *f = std::fopen(tmp.c_str(), "wb");
        bool w = f && std::fwrite(out.data(), 1, out.size(), f) == out.size();
        if (f && std::fclose(f) != 0) w = false;
        if (!w || std::rename(tmp.c_str(), file) != 0) {
            std::remove(tmp.c_str());
            std::fprintf(stderr, "%s: cannot write\n", file);
            return false;
        }
    }
    return ok;
}

int main(int argc, char **argv) {
    if (argc < 3 || (std::strcmp(argv[1], "check") && std::strcmp(argv[1], "write"))) {
        std::fprintf(stderr, "usage: coresync check|write FILE...\n");
        return 2;
    }
    bool write = !std::strcmp(argv[1], "write");
    int bad = 0;
    for (int a = 2; a < argc; a++) {
        bool changed;
        if (!sync_file(argv[a], write, &changed)) bad++;
        else if (write && changed) std::printf("synced %s\n", argv[a]);
    }
    if (bad && !write) std::fprintf(stderr, "coresync: %d file(s) out of step with their canonical files\n", bad);
    return bad ? 1 : 0;
}
