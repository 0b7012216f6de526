// Deliberately wrong: a back-office label and a toast's text written in the page, not in rules/.
export function Editor({ showToast }: { showToast: (text: string) => void }) {
  showToast("Saved.");
  return <input aria-label="Name" data-label="Name" />;
}

export const field = <TextField label="Name" />;

function TextField({ label }: { label: string }) {
  return <input aria-label={label} />;
}
