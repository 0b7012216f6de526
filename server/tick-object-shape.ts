/**
 * Keeps one of Node's `process.nextTick` queue entries alive for the life of
 * the process, so that every later entry keeps the fast, optimised path.
 *
 * Node 20 builds each queue entry as an object literal with two computed
 * (symbol) keys. V8 shapes such an object one property at a time, and the
 * intermediate shapes are held only by the objects that use them. After a full
 * garbage collection that finds the queue empty, which every server meets once
 * it sits idle for a moment, those shapes are gone; the next entry gets new
 * ones, V8's inline cache for the literal sees a shape it did not record and
 * turns megamorphic for good, and from then on every `nextTick` (several per
 * HTTP request) goes through the runtime instead of optimised code. Holding one
 * entry keeps its shapes, and so the recorded ones, alive.
 *
 * It must run before the first full collection, so the production entry calls
 * it first thing. See docs/decisions/043-keep-the-tick-object-shape.md.
 */
import { createHook } from "node:async_hooks";

let keptTickObject: object | undefined;

export function keepTickObjectShape(): void {
  if (keptTickObject !== undefined) return;
  // The one way to see a queue entry is the async hooks' init callback. The hook
  // is on only for this single call: hooks left on slow every request down.
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === "TickObject" && keptTickObject === undefined) keptTickObject = resource;
    },
  });
  hook.enable();
  try {
    process.nextTick(doNothing);
  } finally {
    hook.disable();
  }
}

function doNothing(): void {}
