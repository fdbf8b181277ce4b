// Work done in batches of one transaction each, so no run holds many rows locked for long.

/** Runs `batch` until one handles fewer than `size` items; answers how many were handled. */
export async function inBatches(size: number, batch: () => Promise<number>): Promise<number> {
  let handled = 0;
  for (;;) {
    const count = await batch();
    handled += count;
    if (count < size) return handled;
  }
}
