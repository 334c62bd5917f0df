// `npm run test:mutation [-- --group <name>] [-- --force]`: runs Stryker on each group of
// scripts/mutation-groups.mjs against that group's suites, then prints the mutation score per
// file and in all. HTML reports go to reports/mutation/<group>.html (git-ignored). Runs are
// incremental: a mutant whose code and covering tests are unchanged since the last run keeps its
// verdict (reports/mutation/<group>-incremental.json); --force tests every mutant again.
import { parseArgs } from "node:util";
import { Stryker } from "@stryker-mutator/core";
import { MUTATION_GROUPS, mutationGroup } from "./mutation-groups.mjs";

const { values } = parseArgs({
  options: { group: { type: "string", multiple: true }, force: { type: "boolean", default: false } },
});
const groups = values.group ? values.group.map(mutationGroup) : MUTATION_GROUPS;

const DETECTED = new Set(["Killed", "Timeout"]);
const UNDETECTED = new Set(["Survived", "NoCoverage"]);
/** @type {Map<string, { detected: number; undetected: number }>} */
const perFile = new Map();

for (const group of groups) {
  process.env.MUTATION_GROUP = group.name;
  console.log(
    `\n== Mutation group "${group.name}": ${group.mutate.filter((m) => !m.startsWith("!")).length} pattern(s)`,
  );
  const results = await new Stryker({
    mutate: group.mutate,
    htmlReporter: { fileName: `reports/mutation/${group.name}.html` },
    incremental: true,
    force: values.force,
    incrementalFile: `reports/mutation/${group.name}-incremental.json`,
  }).runMutationTest();
  for (const result of results) {
    const file = perFile.get(result.fileName) ?? { detected: 0, undetected: 0 };
    if (DETECTED.has(result.status)) file.detected++;
    else if (UNDETECTED.has(result.status)) file.undetected++;
    perFile.set(result.fileName, file);
  }
}

const score = ({ detected, undetected }) =>
  detected + undetected === 0 ? "n/a" : `${((100 * detected) / (detected + undetected)).toFixed(2)} %`;
const root = `${process.cwd()}/`;
const rows = [...perFile.entries()].sort(([a], [b]) => a.localeCompare(b));
const total = rows.reduce(
  (sum, [, f]) => ({ detected: sum.detected + f.detected, undetected: sum.undetected + f.undetected }),
  {
    detected: 0,
    undetected: 0,
  },
);
console.log("\nMutation score (killed or timed out / all with a verdict; compile errors of the type checker left out)");
for (const [name, f] of rows) {
  console.log(
    `${score(f).padStart(9)}  ${String(f.detected).padStart(4)} killed  ${String(f.undetected).padStart(4)} survived  ${name.replace(root, "")}`,
  );
}
console.log(
  `${score(total).padStart(9)}  ${String(total.detected).padStart(4)} killed  ${String(total.undetected).padStart(4)} survived  all`,
);
