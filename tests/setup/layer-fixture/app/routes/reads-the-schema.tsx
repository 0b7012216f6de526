// Deliberately wrong: a route module reaching the database without core/.
import { teamMembers } from "#db/schema";

export const wrong = teamMembers;
