// Deliberately wrong: a page casting the data of its action, its loader and a fetcher.
type Answer = { ok: boolean };

export function Page({ actionData, loaderData }: { actionData: unknown; loaderData: unknown }) {
  const answer = actionData as Answer | undefined;
  const loaded = loaderData as { title: string };
  return { answer, loaded };
}

export function Fetched({ fetcher }: { fetcher: { data: unknown } }) {
  return fetcher.data as Answer;
}
