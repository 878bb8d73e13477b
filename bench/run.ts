// npm run bench [name...]: runs the named benchmarks (all when none is named).
import { benchApi } from './api';
import { benchAuth } from './auth';
import { benchBooking } from './booking';
import { benchCluster } from './cluster';
import { benchFuzz } from './fuzz';
import { benchLeads } from './leads';
import { benchRealtime } from './realtime';
import { benchStart } from './start';
import { benchWeb } from './web';

const benches: Record<string, () => Promise<void>> = {
  api: benchApi,
  auth: benchAuth,
  booking: benchBooking,
  cluster: benchCluster,
  fuzz: benchFuzz,
  leads: benchLeads,
  realtime: benchRealtime,
  start: benchStart,
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
  await bench();
}
