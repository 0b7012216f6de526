/**
 * Child process for server/tick-object-shape.test.ts. Run with
 * `--allow-natives-syntax --expose-gc`: queues nextTick entries, runs full
 * collections while the queue is empty (as an idle server does), queues more,
 * then prints V8's record of `process.nextTick`, whose feedback slots tell
 * whether the entry literal still takes the optimised path.
 * `--keep` calls keepTickObjectShape() first, as the production entry does.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import { keepTickObjectShape } from "#server/tick-object-shape";

if (process.argv.includes("--keep")) keepTickObjectShape();

const oneTick = () => new Promise<void>((resolve) => process.nextTick(resolve));
for (let i = 0; i < 50; i++) await oneTick();
await nextTurn();
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error("run with --expose-gc");
collect();
collect();
await nextTurn();
for (let i = 0; i < 50; i++) await oneTick();
// Natives syntax is only accepted in source V8 parses itself.
new Function("f", "%DebugPrint(f)")(process.nextTick);
