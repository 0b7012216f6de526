/**
 * What the owner typed into a field before the page's script took over (on a
 * slow connection she can start typing first). A controlled field starts from
 * its state, so hydration would otherwise put back the server's value and drop
 * her typing. Read only during that first render, while the field on screen is
 * still the server's; null on the server, after hydration, or without the field.
 */
export function typedBeforeHydration(id: string): string | null {
  if (typeof document === "undefined" || document.documentElement.dataset.hydrated !== undefined) return null;
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : null;
}
