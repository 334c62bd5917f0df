// npm run eval:translator — top-1 and top-3 accuracy of the skills translator on the labelled
// evaluation set (apps/api/src/features/skills/evaluation/cases.ts), and the cases it misses.
import { EVALUATION_CASES } from "../src/features/skills/evaluation/cases";
import { evaluate, evaluateTitles, percent } from "../src/features/skills/evaluation/evaluate";
import { JOB_TITLE_CASES } from "../src/features/skills/evaluation/job-title-cases";
import { translator } from "../src/features/skills/skills.service";

const started = performance.now();
const result = evaluate(translator(), EVALUATION_CASES);
const ms = performance.now() - started;

console.log(`cases: ${result.cases}`);
console.log(`top-1: ${percent(result.top1)}`);
console.log(`top-3: ${percent(result.top3)}`);
console.log(`time:  ${ms.toFixed(0)} ms (index built and ${result.cases} translations)`);
if (result.misses.length > 0) {
  console.log("\nmissed in the first three:");
  for (const miss of result.misses) {
    console.log(`- [${miss.case.branch}] "${miss.case.description}" accepts ${miss.case.accept.join(", ")}`);
    for (const got of miss.got) console.log(`    got ${got}`);
  }
}

// The família a job's title suggests on the job form (evaluation/job-title-cases.ts).
const titles = evaluateTitles(translator(), JOB_TITLE_CASES);
console.log(`\njob titles: ${titles.cases}, família right: ${percent(titles.right)}`);
for (const miss of titles.misses) {
  console.log(`- "${miss.title}" accepts ${miss.accept.join(", ")}; got ${miss.got ?? "nothing"}`);
}
