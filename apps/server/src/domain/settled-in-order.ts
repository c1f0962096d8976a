/** The answers of a tuple of promises, each in its place. */
export type Answers<Work extends readonly Promise<unknown>[]> = {
  -readonly [K in keyof Work]: Awaited<Work[K]>;
};

/**
 * Every promise awaited, even once one has failed (nothing is left running behind the caller's back),
 * then the first failure in their order thrown, or their answers: work started side by side fails as
 * it would have one step after the other (an order's reads and its number, modules/orders/place-order.ts).
 */
export async function settledInOrder<const Work extends readonly Promise<unknown>[]>(
  work: Work,
): Promise<Answers<Work>> {
  const outcomes = await Promise.allSettled(work);
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as Answers<Work>;
}
