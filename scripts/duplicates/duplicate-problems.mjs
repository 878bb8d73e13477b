// What the duplicate-code check finds in a tree: jscpd (pinned) run with the tree's .jscpd.json, its
// clones less those scripts/duplicates/exceptions.json allows for now, and the exceptions that do not hold.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { root as repoRoot } from '../lib.mjs';

const jscpd = join(repoRoot, 'node_modules/.bin/jscpd');

/** The clones jscpd reports under `dir` with the settings of its .jscpd.json. */
function clonesIn(dir) {
  const out = mkdtempSync(join(tmpdir(), 'pothik-jscpd-'));
  try {
    const run = spawnSync(
      jscpd,
      ['--config', '.jscpd.json', '--reporters', 'json', '--output', out, '--absolute', '--exit-code', '0'],
      { cwd: dir, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`jscpd failed:\n${run.stdout}${run.stderr}`);
    return JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8')).duplicates;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * `problems`: each clone not allowed, each ignore entry without a reason (or reason without an entry),
 * each allowed clone that is gone; `allowed`: the allowed clones still there, with their reasons.
 */
export function duplicateProblems(dir) {
  const config = JSON.parse(readFileSync(join(dir, '.jscpd.json'), 'utf8'));
  const exceptions = JSON.parse(readFileSync(join(dir, 'scripts/duplicates/exceptions.json'), 'utf8'));
  const problems = [];
  for (const glob of config.ignore) {
    if (!exceptions.ignored[glob]?.trim())
      problems.push(`.jscpd.json ignores ${glob} without a reason in scripts/duplicates/exceptions.json`);
  }
  for (const glob of Object.keys(exceptions.ignored)) {
    if (!config.ignore.includes(glob))
      problems.push(
        `scripts/duplicates/exceptions.json gives a reason for ${glob}, which .jscpd.json does not ignore`,
      );
  }

  const place = (file) => `${relative(dir, file.name)}:${file.start}-${file.end}`;
  const entryFor = (clone) => {
    const pair = [relative(dir, clone.firstFile.name), relative(dir, clone.secondFile.name)];
    return exceptions.allowedClones.find(({ files }) => files.every((file) => pair.includes(file)));
  };
  const allowed = [];
  for (const clone of clonesIn(dir)) {
    const entry = entryFor(clone);
    const where = `${place(clone.firstFile)} ~ ${place(clone.secondFile)}`;
    if (entry) allowed.push({ where, entry });
    else problems.push(`${where} (${clone.lines} lines): the same code twice; make one serve both`);
  }
  for (const entry of exceptions.allowedClones) {
    if (!allowed.some((clone) => clone.entry === entry))
      problems.push(
        `scripts/duplicates/exceptions.json allows a clone of ${entry.files.join(' and ')} that is gone`,
      );
  }
  return { problems, allowed: allowed.map(({ where, entry }) => `${where} (${entry.reason})`), config };
}
