// A module's repos are its own: its door (index.ts) exports services and types, never a repo's query, and
// no file outside the module imports one of its repo files. A repo file is one whose name has `repo` in it
// (`repo.ts`, `users-repo.ts`, `staff-trips-repo.ts`) or one in a `repo/` folder. The lint's import rules
// already refuse a module's deep imports; this reads the imports themselves, so it holds for every file
// of apps/api/src (the seed, app.ts) and for a door's re-exports, which the lint lets through.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

// Every module specifier of an import or export statement (`import … from`, `export … from`, `import '…'`).
const specifiers = /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/g;

/** `{ module, path }` of the module file `specifier` names from `file`, or null outside the modules. */
function moduleFileOf(modulesDir, file, specifier) {
  if (!specifier.startsWith('.')) return null;
  const path = relative(modulesDir, join(dirname(file), specifier));
  if (path.startsWith('..') || path === '') return null;
  const [module, ...rest] = path.split(sep);
  return { module, path: rest };
}

// `repo` as a word of the name: `users-repo`, not `reporting`.
const isRepoFile = (parts) =>
  parts.length > 0 &&
  (parts.slice(0, -1).includes('repo') || /(^|[-_.])repo([-_.]|$)/.test(parts.at(-1).replace(/\.ts$/, '')));

/** Doors that re-export a repo, and files that import another module's repo. */
export function repoDoorProblems(root) {
  const src = join(root, 'apps/api/src');
  const modulesDir = join(src, 'modules');
  if (!existsSync(modulesDir)) return [];
  const problems = [];
  for (const file of sourceFiles(src)) {
    const [ownModule, ...ownPath] = relative(modulesDir, file).split(sep);
    const own = ownModule === '..' ? null : ownModule;
    const isDoor = own !== null && ownPath.join('/') === 'index.ts';
    const where = relative(root, file);
    for (const [statement, specifier] of readFileSync(file, 'utf8').matchAll(specifiers)) {
      const target = moduleFileOf(modulesDir, file, specifier);
      if (!target || !isRepoFile(target.path)) continue;
      if (own !== target.module) {
        problems.push(
          `${where} imports ${specifier}, a repo of ${target.module}: use ${target.module}'s index.ts (its services)`,
        );
      } else if (isDoor && /^[\s;]*export/.test(statement)) {
        problems.push(
          `${where} re-exports ${specifier}: a door exports services and types, never a repo's queries`,
        );
      }
    }
  }
  return problems;
}
