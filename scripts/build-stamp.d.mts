export function sourceHash(root: string): string;
export function stampPath(root: string): string;
export function isBuildCurrent(root: string): boolean;
