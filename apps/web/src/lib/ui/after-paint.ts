// Work that must not hold back the first screen: queued in a task of its own just after the browser
// paints, so it neither delays the paint nor joins the task that paints (total blocking time).
import { useEffect, useState } from 'react';

/** Runs `callback` in a new task after the next paint; answers a function that cancels it. */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs just before the browser paints; a task queued from it runs just after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** False while a component's first render is committed and painted, true from the task after it. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(
    () =>
      afterNextPaint(() => {
        setPainted(true);
      }),
    [],
  );
  return painted;
}
