// `node dist/check-content.js` (run by the build): reads and checks the shipped learning paths.
import { learningContent } from "./content";

try {
  const paths = learningContent();
  const modules = paths.reduce((n, p) => n + p.modules.length, 0);
  console.log(`learning content: ${paths.length} paths, ${modules} modules checked`);
} catch (error) {
  console.error(`learning content: ${(error as Error).message}`);
  process.exit(1);
}
