// Deliberately wrong: rules/ imports nothing of the project.
import type { Executor } from "#db/client";

export type Wrong = Executor;
