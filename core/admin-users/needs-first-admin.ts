import type { Executor } from "#db/client";
import { countAdmins } from "./count-admins";

export async function needsFirstAdmin({ db }: { db: Executor }): Promise<boolean> {
  return (await countAdmins({ db })) === 0;
}
