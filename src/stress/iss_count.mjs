// iss_count.mjs: ISS itself (headless in node) on stress_iss's instances, against the oracle's counts.
//   stdin: lines "ORACLE_COUNT<TAB>ISS_STRING" (STRESS_ORACLE_DUMP=1 build/stress/stress_iss N SEED 2>&1 >/dev/null)
//   prints each line where ISS's count (up to 5001) differs, then "N compared, M differ"
//   ISS=DIR: the ISS copy (default ../shared/bench/anchors/iss from the repository root)
// Run by src/stress/iss_oracle.sh; not part of the test command (node).
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
const ISS = pathToFileURL(resolve(process.env.ISS || '../shared/bench/anchors/iss')).href;
const { ensureGlobalEnvironment } = await import(ISS + '/tests/helpers/test_env.js');
ensureGlobalEnvironment();
const { SudokuParser } = await import(ISS + '/js/sudoku_parser.js' + self.VERSION_PARAM);
const { SudokuBuilder } = await import(ISS + '/js/solver/sudoku_builder.js' + self.VERSION_PARAM);
let n = 0, bad = 0;
for await (const line of createInterface({ input: process.stdin })) {
  const [want, s] = line.split('\t');
  if (s === undefined) continue;
  let got;
  try {
    got = SudokuBuilder.build(SudokuBuilder.resolveConstraint(SudokuParser.parseText(s))).countSolutions(5001);
  } catch (e) { got = 'error: ' + e.message; }
  n++;
  if (String(got) !== want) { bad++; console.log(`ISS ${got}, oracle ${want}\t${s}`); }
}
console.log(`${n} compared, ${bad} differ`);
process.exit(bad ? 1 : 0);
