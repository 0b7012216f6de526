export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/admin-error-boundary";
export { ClassTypeEditor as default, meta } from "./editor";
export { action, loader } from "./editor.server";
