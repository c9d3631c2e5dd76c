import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * The start script runs Node with `--optimize-for-size` so that starting (migrations, the demo data, loading every
 * module) leaves a compact heap behind. Once the server serves, that mode costs more than it saves: it marks the
 * whole heap each time it grows at all, every ~15–30 home answers, 20–30 ms of the collectors' CPU each (decision
 * 099). This compacts what the start left behind (as the idle memory reducer would some seconds later) and turns
 * the mode off for the serving life of the process; the heap's growth stays bounded by the start script's
 * `--heap-growing-percent`.
 */
export function leaveStartMemoryMode(execArgv: readonly string[] = process.execArgv): boolean {
  if (!execArgv.includes('--optimize-for-size')) return false;
  // Node's documented way to reach the collector without exposing `gc` to every module.
  v8.setFlagsFromString('--expose-gc');
  const collect = vm.runInNewContext('gc') as (options: object) => void;
  collect({ type: 'major', flavor: 'last-resort' });
  v8.setFlagsFromString('--no-optimize-for-size');
  return true;
}
