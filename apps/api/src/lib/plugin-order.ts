// fastify-plugin keeps a plugin's declared name and dependencies under this symbol.
const pluginMeta = Symbol.for('plugin-meta');

type Declared = { name?: string; dependencies?: readonly string[] };

/** A plugin's name and the names it declares it depends on (fastify-plugin's `name`, `dependencies`). */
export function declarationOf(plugin: object): { name: string; dependencies: readonly string[] } {
  const meta = (plugin as { [pluginMeta]?: Declared })[pluginMeta];
  if (!meta?.name) throw new Error('a module plugin is made with fastify-plugin and a name');
  return { name: meta.name, dependencies: meta.dependencies ?? [] };
}

/**
 * `plugins` in an order in which each comes after every plugin it declares as a dependency (Fastify
 * refuses to register one before them), otherwise in the order given. Throws on a dependency missing
 * from the list or a circle.
 */
export function inDependencyOrder<Plugin extends object>(plugins: readonly Plugin[]): Plugin[] {
  const byName = new Map(plugins.map((plugin) => [declarationOf(plugin).name, plugin]));
  const ordered: Plugin[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: readonly string[]) => {
    if (placed.has(name)) return;
    if (path.includes(name)) throw new Error(`plugins depend on each other: ${[...path, name].join(' → ')}`);
    const plugin = byName.get(name);
    if (!plugin) throw new Error(`${path.at(-1)} depends on ${name}, which is not registered`);
    for (const dependency of declarationOf(plugin).dependencies) visit(dependency, [...path, name]);
    placed.add(name);
    ordered.push(plugin);
  };
  for (const name of byName.keys()) visit(name, []);
  return ordered;
}
