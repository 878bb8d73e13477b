/**
 * The value of one series in Prometheus's text format: the line of `name` whose labels include all of
 * `labels` (undefined when there is none).
 */
export function metricValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=\w+=")/);
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}
