/** Loads a part of the app; the promise settles once its modules have been evaluated. */
export type Stage = () => Promise<unknown>;

/** Resolves in a task of its own, after whatever the page has queued meanwhile. */
export type NextTask = () => Promise<void>;

/**
 * A message on a channel of its own: a new task at once, which a background tab does not hold
 * back the way it holds timers (to one a second). core has the same for the packages; the
 * entry cannot import it, since it runs before any shared module can load.
 */
const nextMessageTask: NextTask = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });

/**
 * Runs the stages one after another, each in a task of its own. Evaluating a module runs its
 * top level (building the contract's schemas, React DOM's setup), and the start-up's modules
 * evaluated together were one task of about 55 ms on a desktop, four times that on a phone,
 * through which the page could neither paint nor take input. Their files still download all at
 * once: the page names them as deferred scripts.
 */
export async function evaluateInStages(
  stages: readonly Stage[],
  nextTask: NextTask = nextMessageTask,
): Promise<void> {
  for (const [index, stage] of stages.entries()) {
    if (index > 0) await nextTask();
    await stage();
  }
}
