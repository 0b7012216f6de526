import { type ReactNode, useState } from "react";
import { TextField } from "#app/components/form-field";
import type { FieldBinding } from "#app/lib/field-binding";
import { SLUG_LABEL, slugify } from "#rules/class-page";
import { typedBeforeHydration } from "./typed-before-hydration";

/**
 * A row's name (a class type's title, a session type's name) and the slug of
 * its address, filled from the name as it is typed and editable after. What
 * was typed before hydration, or into a form whose save was refused without
 * JavaScript, is kept.
 */
export function NameAndSlug({
  nameLabel,
  nameField,
  slugField,
  saved,
  typed,
  slugError,
  onSlugFromName,
  address,
  children,
}: {
  nameLabel: string;
  /** The name's binding, without its value: the field is kept in state here. */
  nameField: (own: { value: string }) => FieldBinding;
  slugField: (own: { value: string }) => FieldBinding;
  saved: { name: string; slug: string };
  typed: URLSearchParams | undefined;
  slugError: string | undefined;
  /** Called when typing the name remade the slug, so a message about the old slug can go. */
  onSlugFromName: () => void;
  /** The hint under the slug: where it leads, e.g. (slug) => `The class page's address: /classes/${slug}`. */
  address: (slug: string) => string;
  children?: ReactNode;
}) {
  const nameId = nameField({ value: "" }).id;
  const slugId = slugField({ value: "" }).id;
  const [name, setName] = useState(() => typedBeforeHydration(nameId) ?? typed?.get(nameId) ?? saved.name);
  const [slug, setSlug] = useState(() => {
    const typedSlug = typedBeforeHydration(slugId) ?? typed?.get(slugId) ?? null;
    if (typedSlug !== null && typedSlug !== saved.slug) return typedSlug;
    // A name typed before hydration gives its slug, as typing it afterwards does.
    return name !== saved.name ? slugify(name) : saved.slug;
  });
  return (
    <>
      <TextField
        label={nameLabel}
        {...nameField({ value: name })}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setSlug(slugify(event.currentTarget.value));
          onSlugFromName();
        }}
      />
      <div>
        <TextField
          label={SLUG_LABEL}
          {...slugField({ value: slug })}
          onChange={(event) => setSlug(event.currentTarget.value)}
          aria-describedby={slugError ? `${slugId}-error` : `${slugId}-hint`}
        />
        <p id={`${slugId}-hint`} className="mt-1 text-sm text-ink-soft">
          {address(slug || "...")}
        </p>
        {children}
      </div>
    </>
  );
}
