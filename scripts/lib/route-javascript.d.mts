export const PUBLIC_BUDGET_KB: number;
export const ADMIN_LOGIN_BUDGET_KB: number;

export type RouteJavaScript = {
  id: string;
  url: string;
  files: number;
  kb: number;
  budget: number | null;
  /** Back-office files a public page would load (none allowed). */
  adminCode: string[];
  over: boolean;
};

export function readRouteManifest(clientDir: string): { file: string; manifest: unknown };
export function measureRouteJavaScript(clientDir: string): RouteJavaScript[];
export function routeJavaScriptTable(rows: RouteJavaScript[]): string;
export function overBudget(rows: RouteJavaScript[]): string[];
