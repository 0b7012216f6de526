/** Reading a server-rendered form the way a browser would submit it, without a browser. */

const ENTITIES: Record<string, string> = {
  amp: "&",
  quot: '"',
  lt: "<",
  gt: ">",
  "#x27": "'",
  "#39": "'",
  nbsp: "\u00a0",
};

function decode(text: string): string {
  return text.replace(/&(amp|quot|lt|gt|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "");
}

function attribute(tag: string, name: string): string | undefined {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return found ? decode(found[1] ?? "") : undefined;
}

const hasAttribute = (tag: string, name: string) => new RegExp(`\\s${name}(=|\\s|/?>)`).test(tag);

/**
 * The fields the first form of `html` holding a field named `field` would
 * post with no change made: inputs (checked boxes only, no files), text areas
 * and the selected option of each select, in page order.
 */
export function formFieldsOf(html: string, field: string): [string, string][] {
  const forms = html.match(/<form[\s>][\s\S]*?<\/form>/g) ?? [];
  const form = forms.find((candidate) => candidate.includes(`name="${field}"`));
  if (!form) throw new Error(`no form with a field named ${field}`);
  const fields: [string, string][] = [];
  const parts = /<input\b[^>]*>|<textarea\b([^>]*)>([\s\S]*?)<\/textarea>|<select\b([^>]*)>([\s\S]*?)<\/select>/g;
  for (const match of form.matchAll(parts)) {
    const [whole, textareaTag, textareaText, selectTag, options] = match;
    if (textareaTag !== undefined) {
      const name = attribute(textareaTag, "name");
      if (name) fields.push([name, decode(textareaText ?? "")]);
    } else if (selectTag !== undefined) {
      const name = attribute(selectTag, "name");
      const all = options?.match(/<option\b[^>]*>[\s\S]*?<\/option>/g) ?? [];
      const chosen = all.find((option) => hasAttribute(option.split(">")[0] ?? "", "selected")) ?? all[0] ?? "";
      const value = attribute(chosen.split(">")[0] ?? "", "value") ?? decode(chosen.replace(/<[^>]+>/g, ""));
      if (name) fields.push([name, value]);
    } else {
      const name = attribute(whole, "name");
      const type = attribute(whole, "type") ?? "text";
      if (!name || type === "file" || type === "submit" || type === "button") continue;
      if ((type === "checkbox" || type === "radio") && !hasAttribute(whole, "checked")) continue;
      fields.push([name, attribute(whole, "value") ?? (type === "checkbox" || type === "radio" ? "on" : "")]);
    }
  }
  return fields;
}

/** The value of one field of such a form. */
export function formFieldOf(html: string, field: string): string | undefined {
  return formFieldsOf(html, field).find(([name]) => name === field)?.[1];
}
