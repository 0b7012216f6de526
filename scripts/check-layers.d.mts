export const LAYER_RULES: Record<string, { may: string[]; rule: string; says: string }>;
export function checkImport(file: string, specifier: string): string[];
export function importsOf(source: string): { specifier: string; line: number }[];
export function checkLayers(root: string): string[];
