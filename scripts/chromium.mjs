// The e2e step needs Debian's Chromium. A fresh machine lacks it: as root, install it; otherwise stop
// with the one command that does, before any long step runs.
import { existsSync } from 'node:fs';
import { chromiumPath, run } from './lib.mjs';

/** The Chromium binary to use, installing Debian's package when it is missing and we may; else null. */
export async function ensureChromium() {
  const found = chromiumPath();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium not found: installing Debian's package (chromium).");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const code =
      (await run('apt-get', ['update', '-qq'], { env })) ||
      (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }));
    const installed = code === 0 ? chromiumPath() : undefined;
    if (installed) return installed;
  }
  console.error(
    `Chromium not found. Install Debian's package and run npm test again:\n  ${isRoot ? '' : 'sudo '}apt-get update && ${isRoot ? '' : 'sudo '}apt-get install -y chromium\n(or set CHROMIUM_PATH to a Chromium binary).`,
  );
  return null;
}
