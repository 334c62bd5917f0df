// npm run eval:requirements — precision and recall of the requirement normaliser on the labelled
// lines (apps/api/src/features/skills/requirements/requirement-cases.ts), and the lines it misses.
import { evaluateRequirements } from "../src/features/skills/requirements/evaluate";

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

const started = performance.now();
const result = evaluateRequirements();
const ms = performance.now() - started;

console.log(`lines:     ${result.lines}`);
console.log(`precision: ${percent(result.precision)}`);
console.log(`recall:    ${percent(result.recall)}`);
console.log(`time:      ${ms.toFixed(0)} ms`);
if (result.misses.length > 0) {
  console.log(`\nmisses (${result.misses.length}):`);
  for (const miss of result.misses) {
    const missing = miss.expected.filter((k) => !miss.got.includes(k));
    const extra = miss.got.filter((k) => !miss.expected.includes(k));
    const parts = [
      missing.length > 0 ? `missing ${missing.join(", ")}` : "",
      extra.length > 0 ? `extra ${extra.join(", ")}` : "",
    ];
    console.log(`- "${miss.line}": ${parts.filter(Boolean).join("; ")}`);
  }
}
