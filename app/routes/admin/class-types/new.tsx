export { AdminErrorBoundary as ErrorBoundary } from "../../../components/admin/admin-error-boundary";
export { ClassTypeEditor as default, meta } from "./editor";
export { action, loader } from "./editor.server";
