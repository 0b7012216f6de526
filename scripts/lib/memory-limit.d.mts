export type MemoryLimit = {
  kind: string;
  procs: string;
  report(): { oomKills: number; highestMb: number };
  remove(): void;
};
export declare function createMemoryLimit(limitMb: number, name?: string): MemoryLimit | null;
