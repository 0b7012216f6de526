export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/admin-error-boundary";
export { ClassInstanceEditor as default, meta } from "./editor";
export { action, loader } from "./editor.server";
