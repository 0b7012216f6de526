import { createContext, type ReactNode, useContext } from "react";
import { type Toast, ToastRegion, type ToastTone, useToasts } from "#app/components/toast";

type ShowToast = (message: string, tone?: ToastTone) => void;

const ToastContext = createContext<ShowToast>(() => {});

/**
 * Toasts of the back office. They live in the admin layout, so a toast shown
 * just before a redirect stays on screen on the next page.
 */
export function AdminToasts({ initial, children }: { initial: Omit<Toast, "id">[]; children: ReactNode }) {
  const { toasts, showToast, dismissToast } = useToasts(initial);
  return (
    <ToastContext.Provider value={showToast}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismissToast} />
    </ToastContext.Provider>
  );
}

export function useAdminToast(): ShowToast {
  return useContext(ToastContext);
}
