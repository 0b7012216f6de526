export const RULES: { missingRecord: string; unknownNumber: string; dateAndStatus: string; missingPath: string };
export function recordsIn(root: string): Map<string, string>;
export function checkLinks(file: string, text: string, records: Map<string, string>): string[];
export function commentsOf(source: string): string;
export function checkPaths(file: string, text: string, exists: (named: string) => boolean): string[];
export function checkRecord(name: string, text: string, records: Map<string, string>): string[];
export function checkDocLinks(root: string): string[];
