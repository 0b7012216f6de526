// Deliberately wrong: two verbs in one core file.
export function createThing(name: string) {
  return { name };
}

export const deleteThing = (name: string) => ({ name, deleted: true });
