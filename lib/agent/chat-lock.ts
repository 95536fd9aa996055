const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `work` for one chat at a time in this process, so two requests answering the same approval
 * (a double click, a replay) cannot both claim it.
 */
export async function withChatLock<T>(chatId: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(chatId) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(work);
  const settled = run.catch(() => undefined);
  queues.set(chatId, settled);
  try {
    return await run;
  } finally {
    if (queues.get(chatId) === settled) queues.delete(chatId);
  }
}
