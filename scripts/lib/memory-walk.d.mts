export declare const ADMIN: { email: string; password: string };
export type OperationMemory = { name: string; peakMb: number; settledMb: number; detail: unknown };
export type ServerEnd = { code: number | null; signal: NodeJS.Signals | null };
export declare function treeRssKb(pid: number): number;
export declare function freshPostgresDatabase(
  base: string,
  suffix?: string,
): Promise<{ url: string; drop(): Promise<void> }>;
export declare function walkMemory(options: {
  databaseUrl?: string | null;
  rows?: number;
  emails?: number;
  loadSeconds?: number;
  connections?: number;
  settleSeconds?: number;
  extraEnv?: Record<string, string>;
  cgroupProcs?: string;
  onSample?: (mb: number, pid: number) => void;
  checkBackup?: (file: string) => Promise<void>;
  log?: (line: string) => void;
}): Promise<{ results: OperationMemory[]; exits: ServerEnd[]; highestMb: number }>;
