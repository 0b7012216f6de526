import { Link } from "react-router";

/**
 * Cancel and the form's submit button. Both labels of the submit button share
 * one grid cell, so "Saving..." takes the same room and nothing moves.
 */
export function SaveButtons({
  label,
  saving,
  disabled = false,
  cancelTo,
}: {
  label: string;
  saving: boolean;
  disabled?: boolean;
  cancelTo: string;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-6">
      <Link
        to={cancelTo}
        className="rounded-full border border-line bg-white px-6 py-3 font-semibold text-ink hover:border-brand"
      >
        Cancel
      </Link>
      <button
        type="submit"
        disabled={saving || disabled}
        className="grid rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
      >
        <span className={`[grid-area:1/1] ${saving ? "invisible" : ""}`}>{label}</span>
        <span className={`[grid-area:1/1] ${saving ? "" : "invisible"}`}>Saving...</span>
      </button>
    </div>
  );
}
