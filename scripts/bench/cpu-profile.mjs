/**
 * Preloaded into a benchmarked server (`node --import`) to profile it: `--cpu-prof` is not allowed
 * in NODE_OPTIONS, so the inspector's profiler is started here and the profile written to
 * $CPU_PROFILE_DIR/server-<pid>.cpuprofile when the process exits (open it in Chrome's DevTools).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 200 });
session.post('Profiler.start');
process.on('exit', () => {
  // the main thread's own session answers synchronously, so this runs before the process ends
  session.post('Profiler.stop', (error, result) => {
    if (!error) writeFileSync(`${process.env.CPU_PROFILE_DIR ?? '.'}/server-${process.pid}.cpuprofile`, JSON.stringify(result.profile));
  });
});
