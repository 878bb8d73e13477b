// npm run bench [name...]: runs the named benchmarks (all when none is named). Each prints a summary line
// ending in `pass` or `MISSED …`; the exit code is not 0 when any missed (checks/ holds each to its targets).
import { benchApi } from './api';
import { benchAuth } from './auth';
import { benchBooking } from './booking';
import { benchCluster } from './cluster';
import { benchFuzz } from './fuzz';
import { benchLeads } from './leads';
import { holds, report } from './lib/verdict';
import { benchPayments } from './payments';
import { benchRealtime } from './realtime';
import { benchStart } from './start';
import { benchTracking } from './tracking';
import { benchWeb } from './web';

const benches: Record<string, () => Promise<void>> = {
  api: benchApi,
  auth: benchAuth,
  booking: benchBooking,
  cluster: benchCluster,
  fuzz: benchFuzz,
  leads: benchLeads,
  payments: benchPayments,
  realtime: benchRealtime,
  start: benchStart,
  tracking: benchTracking,
  web: benchWeb,
};
const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(benches);
for (const name of names) {
  const bench = benches[name];
  if (!bench) {
    console.error(`unknown benchmark "${name}"; known: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n== bench ${name} ==`);
  try {
    await bench();
  } catch (err) {
    // A bench that stopped half way measured nothing it can be held to: a miss, and the next one runs.
    console.error(err);
    report(name, `stopped before its figures: ${err instanceof Error ? err.message : String(err)}`, [
      holds('the bench ran to the end', false),
    ]);
  }
}
