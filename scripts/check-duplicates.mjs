// No piece of code stands twice: jscpd (pinned) over apps/ and packages/ (.jscpd.json: 10 lines or more,
// TypeScript and JavaScript compared with each other) fails on any clone. What it leaves out (tests, data,
// generated files) is listed in .jscpd.json, each entry with its reason in scripts/duplicates/exceptions.json;
// a clone allowed for a while is named there too (`allowedClones`: both files and the reason), and fails
// the check once it is gone, so the list only shrinks. npm test runs it with the static checks.
import { duplicateProblems } from './duplicates/duplicate-problems.mjs';
import { root } from './lib.mjs';

const { problems, allowed, config } = duplicateProblems(root);
for (const clone of allowed) console.log(`allowed for now: ${clone}`);
if (problems.length > 0) {
  console.error(`Duplicate code (jscpd, .jscpd.json):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`no duplicate code of ${config.minLines} lines or more in ${config.path.join(', ')}`);
