import type { ImageInput } from "#core/images/resolve-image-input";

/** Reads the fields an ImageField named `name` posts: `{name}File`, `{name}Url`, `{name}Remove`. */
export function readImageInput(form: FormData, name: string): ImageInput {
  const file = form.get(`${name}File`);
  const url = form.get(`${name}Url`);
  return {
    file: file instanceof Blob ? file : null,
    url: typeof url === "string" ? url : null,
    remove: form.get(`${name}Remove`) === "1",
  };
}
