import { RowList } from "#app/components/admin/row-list";
import { SOCIAL_NETWORK_IDS, SOCIAL_NETWORKS, type SocialLinkRow, socialLinkErrorKey } from "#rules/social-links";

const inputClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-ink focus:border-brand focus:outline-none focus-visible:outline-3 focus-visible:outline-accent";

/** The social profiles: a network and an address per row; a row left without an address is dropped on save. */
export function SocialLinksFields({ rows, errors }: { rows: SocialLinkRow[]; errors: Record<string, string> }) {
  return (
    <RowList
      legend="Social profiles"
      initial={rows}
      blank={{ network: "instagram", url: "" }}
      addLabel="Add a profile"
      rowLabel={(number) => `social profile ${number}`}
      error={errors.socialLinks}
    >
      {(row, index) => {
        const error = errors[socialLinkErrorKey(index)];
        const errorId = `socialUrl-${index}-error`;
        return (
          <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
            <div>
              <label htmlFor={`socialNetwork-${index}`} className="block text-sm font-semibold text-ink">
                Network<span className="sr-only"> of profile {index + 1}</span>
              </label>
              <select
                id={`socialNetwork-${index}`}
                name="socialNetwork"
                defaultValue={row.network}
                className={`${inputClass} border-line`}
              >
                {SOCIAL_NETWORK_IDS.map((id) => (
                  <option key={id} value={id}>
                    {SOCIAL_NETWORKS[id].label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`socialUrl-${index}`} className="block text-sm font-semibold text-ink">
                Profile address<span className="sr-only"> {index + 1}</span>
              </label>
              <input
                id={`socialUrl-${index}`}
                name="socialUrl"
                type="url"
                defaultValue={row.url}
                placeholder="https://"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className={`${inputClass} ${error ? "border-accent" : "border-line"}`}
              />
              {error ? (
                <p id={errorId} className="mt-1 text-sm font-medium text-error [overflow-wrap:anywhere]">
                  {error}
                </p>
              ) : null}
            </div>
          </div>
        );
      }}
    </RowList>
  );
}
