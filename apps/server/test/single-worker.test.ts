import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { singleWorker } from '../src/lib/single-worker.ts';

/** A worker that doubles each number it is sent, refuses 13, and dies on 666. */
const DOUBLER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, n }) => {
  if (n === 666) process.exit(1);
  parentPort.postMessage(n === 13 ? { id, refused: 'unlucky' } : { id, out: n * 2 });
});
`;

const doubler = (holdOpenWhileBusy = false) => {
  const started: Worker[] = [];
  const runner = singleWorker<number, { id: number; out?: number; refused?: string }, string>({
    start: () => {
      const worker = new Worker(DOUBLER, { eval: true });
      started.push(worker);
      return worker;
    },
    message: (n) => ({ n }),
    answer: ({ out, refused }) => {
      if (refused) throw new Error(refused);
      return `worker ${out}`;
    },
    here: (n) => `here ${n * 2}`,
    holdOpenWhileBusy,
  });
  return { runner, started };
};

const HELPER = fileURLToPath(new URL('../src/lib/single-worker.ts', import.meta.url));

/** A script that asks for one job and prints its answer, then has nothing left to do. */
const script = (holdOpenWhileBusy: boolean) => `
import { Worker } from 'node:worker_threads';
import { singleWorker } from ${JSON.stringify(HELPER)};
const runner = singleWorker({
  start: () => new Worker(\`const { parentPort } = require('node:worker_threads');
    parentPort.on('message', ({ id }) => setTimeout(() => parentPort.postMessage({ id }), 100));\`, { eval: true, execArgv: [] }),
  message: () => ({}),
  answer: () => 'answered',
  here: () => 'here',
  holdOpenWhileBusy: ${holdOpenWhileBusy},
});
runner.run(1).then((out) => console.log(out));
`;

/** One worker thread shared by the compressor and the PDF layout (lib/single-worker.ts). */
describe('singleWorker', () => {
  it('answers each of many jobs asked at once from one worker, and a refusal rejects only its own job', async () => {
    const { runner, started } = doubler();
    const asked = [1, 2, 13, 4, 5].map((n) => runner.run(n));
    const settled = await Promise.allSettled(asked);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual(['worker 2', 'worker 4', 'unlucky', 'worker 8', 'worker 10']);
    expect(started).toHaveLength(1);
    await runner.stop();
  });

  it('does on the calling thread what a dead worker held, and starts a new worker for the next job', async () => {
    const { runner, started } = doubler();
    const held = [runner.run(3), runner.run(666), runner.run(7)];
    // 3 was answered before the worker died on 666; 666 and 7 were done here.
    expect(await Promise.all(held)).toEqual(['worker 6', 'here 1332', 'here 14']);
    expect(await runner.run(21)).toBe('worker 42');
    expect(started).toHaveLength(2);
    await runner.stop();
  });

  it('refuses at once a job that cannot cross threads, and goes on working', async () => {
    const runner = singleWorker<() => void, { id: number }, string>({
      start: () => new Worker(DOUBLER, { eval: true }),
      message: (fn) => ({ n: fn }),
      answer: () => 'answered',
      here: () => 'here',
    });
    await expect(runner.run(() => undefined)).rejects.toThrow(/could not be cloned/);
    await runner.stop();
  });

  it('keeps a script alive until its job is answered only when asked to hold open while busy', async () => {
    const run = promisify(execFile);
    const held = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script(true)], { timeout: 20_000 });
    expect(held.stdout.trim()).toBe('answered');
    // Without it, the idle-by-default worker lets the script end before the answer comes.
    const unheld = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script(false)], { timeout: 20_000 });
    expect(unheld.stdout.trim()).toBe('');
  });
});
