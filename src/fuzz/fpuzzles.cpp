/* libFuzzer target: f-puzzles and ISS strings (src/grid/fpuzzles.h, src/grid/iss.h), no search.
 * Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I. src/fuzz/fpuzzles.cpp (or make fuzz
 * FUZZ=fpuzzles; seeds: src/fuzz/fpuzzles.seeds lists them: groups' f-puzzles cases and ISS's
 * example strings). Bound: inputs over 4 KB are skipped.
 * The input as groups reads it: `.` ISS strings (one per line), else f-puzzles (JSON objects from
 * `{`, or one lz-string text or URL per line). Checks:
 *   - the status/message contract (src/fuzz/fuzz_check.h) of reading it (fp_read_all for
 *     f-puzzles, iss_to_fp for every ISS line) and of iss_read on every ISS string read;
 *   - every ISS string s that the writer takes: its JSON read back gives an ISS string whose JSON
 *     is the same JSON (the writer's output is a fixed point of read + write), and that JSON
 *     through lz-string (compress, decompress) is itself again;
 *   - the lz-string decoder on the raw bytes: no crash, and when it decodes, compress(decoded)
 *     decodes to the same text. */
#define TOOL_NAME "fpuzzles"
#include <string>
#include <vector>
#include "src/grid/iss.h"
#include "src/grid/fpuzzles.h"
#include "src/fuzz/fuzz_check.h"

static void round_trip(const std::string &iss) {
    std::string err, json, iss2, json2, back, e2;
    err_sink = &err;
    int st = iss_to_fp(iss, 1, json);
    if (st == 0) {
        if (fp_to_iss(json, 1, iss2) != 0) fuzz_fail("the writer's JSON is not read back", json + " / " + err);
        if (iss_to_fp(iss2, 1, json2) != 0) fuzz_fail("the ISS string read back from the JSON is not written", iss2 + " / " + err);
        if (json2 != json) fuzz_fail("JSON -> ISS -> JSON differs", json + "\n" + json2);
        if (!lz_decompress_base64(lz_compress_base64(json), back, e2) || back != json) fuzz_fail("lz-string round trip of the JSON", json);
        IssPuzzle P1, P2;   /* both strings as iss.h reads them: the same status */
        std::string m1, m2;
        err_sink = &m1;
        int s1 = iss_read(iss, 1, P1);
        err_sink = &m2;
        int s2 = iss_read(iss2, 1, P2);
        if (s1 == 0 && s2 != 0) fuzz_fail("an ISS string iss.h reads, written and read back, is not read", iss + "\n" + iss2 + "\n" + m2);
    }
    err_sink = 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 4096) return 0;
    std::string s((const char *)data, size), err, out;
    out_sink = &out;
    {   /* the lz-string decoder on the raw bytes */
        std::string d, e, d2;
        if (lz_decompress_base64(s, d, e) && d.size() < 20000 && (!lz_decompress_base64(lz_compress_base64(d), d2, e) || d2 != d))
            fuzz_fail("lz-string: compress(decompress(x)) (under 20000 bytes) does not decode to decompress(x)", d);
    }
    size_t f = s.find_first_not_of(" \t\r\n");
    std::vector<std::string> iss;
    if (f != std::string::npos && s[f] == '.') {
        Input in(s);
        std::string l, json;
        while (in.line(l)) {
            err.clear();
            err_sink = &err;
            int st = iss_to_fp(l, in.lineno(), json);
            err_sink = 0;
            fuzz_check_status("fpuzzles", data, size, st, out, err);
            iss.push_back(l);
        }
    } else if (f != std::string::npos) {
        std::vector<std::pair<int, std::string> > ps;
        err_sink = &err;
        int st = fp_read_all(s, ps);
        err_sink = 0;
        fuzz_check_status("fpuzzles", data, size, st, out, err);
        for (size_t i = 0; i < ps.size(); i++) {
            if (ps[i].first < 1 || ps[i].first > (int)std::count(s.begin(), s.end(), '\n') + 1) fuzz_fail("a puzzle's line outside the input", ps[i].second);
            iss.push_back(ps[i].second);
        }
    }
    for (size_t i = 0; i < iss.size() && i < 8; i++) {
        IssPuzzle P;
        err.clear();
        err_sink = &err;
        int st = iss_read(iss[i], 1, P);
        err_sink = 0;
        fuzz_check_status("fpuzzles", data, size, st, out, err);
        round_trip(iss[i]);
    }
    out_sink = 0;
    return 0;
}
