export const LAYER_RULES: Record<string, { may: string[]; rule: string; says: string }>;
export function checkImport(file: string, specifier: string): string[];
export function importsOf(source: string): { specifier: string; line: number }[];
export function checkLayers(root: string): string[];
export const SEVERAL_FUNCTIONS: Record<string, string>;
export const OWN_OUTCOMES: Record<string, string>;
export function checkCoreFile(file: string, source: string): string[];
export const ADMIN_PATH_HOMES: Record<string, string>;
export function checkAdminPaths(file: string, source: string): string[];
