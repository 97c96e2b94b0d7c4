import type { Worker } from 'node:worker_threads';

/** What a worker sends back: the id of the job it answers, and what the caller reads from it. */
export type TWorkerReply = { id: number };

type TAsked<TJob, TOut> = { job: TJob; resolve: (out: TOut | Promise<TOut>) => void; reject: (err: Error) => void };

/**
 * Runs jobs on one worker thread, so that the server's thread serves other requests meanwhile
 * (the compressor of lib/compressor.ts, the PDF layout of platform/pdf/pdf.ts).
 *
 * - The worker starts with the first job, and is sent each job as `{ id, ...message(job) }`.
 * - `answer` turns the worker's reply into the job's result (it may throw: the job is refused).
 * - Should the worker fail or stop, the jobs it held are done by `here` on the calling thread,
 *   and the next job starts a new worker.
 * - A job that cannot cross threads (postMessage throws at once) is refused at once.
 * - The worker never keeps the process alive when idle; with `holdOpenWhileBusy` it does while
 *   it has jobs to give back (a PDF asked for by a script must arrive before it exits).
 * - `stop` ends the worker (tests): what it held is done as above.
 */
export function singleWorker<TJob, TReply extends TWorkerReply, TOut>(opts: {
  start: () => Worker;
  message: (job: TJob) => object;
  answer: (reply: TReply, job: TJob) => TOut | Promise<TOut>;
  here: (job: TJob) => TOut | Promise<TOut>;
  holdOpenWhileBusy?: boolean;
}) {
  let current: { worker: Worker; asked: Map<number, TAsked<TJob, TOut>> } | null = null;
  let nextId = 1;

  const settle = (asked: TAsked<TJob, TOut>, result: () => TOut | Promise<TOut>) => {
    try {
      asked.resolve(result());
    } catch (err) {
      asked.reject(err as Error);
    }
  };

  const start = () => {
    const worker = opts.start();
    const state = { worker, asked: new Map<number, TAsked<TJob, TOut>>() };
    worker.on('message', (reply: TReply) => {
      const asked = state.asked.get(reply.id);
      if (!asked) return;
      state.asked.delete(reply.id);
      if (opts.holdOpenWhileBusy && state.asked.size === 0) worker.unref();
      settle(asked, () => opts.answer(reply, asked.job));
    });
    const fail = () => {
      if (current === state) current = null;
      for (const asked of state.asked.values()) settle(asked, () => opts.here(asked.job));
      state.asked.clear();
    };
    worker.on('error', fail);
    worker.on('exit', fail);
    // After the listeners: on Node 20, listening for messages refs the worker again.
    worker.unref();
    return state;
  };

  return {
    run(job: TJob): Promise<TOut> {
      return new Promise<TOut>((resolve, reject) => {
        const state = (current ??= start());
        const id = nextId++;
        try {
          state.worker.postMessage({ ...opts.message(job), id });
        } catch (err) {
          reject(err as Error);
          return;
        }
        state.asked.set(id, { job, resolve, reject });
        if (opts.holdOpenWhileBusy) state.worker.ref();
      });
    },
    async stop(): Promise<void> {
      await current?.worker.terminate();
    },
  };
}
