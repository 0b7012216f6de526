import { asc, eq } from "drizzle-orm";
import { getResponsiveImages, type ResponsiveImage } from "#core/images/get-responsive-images";
import type { Executor } from "#db/client";
import { teamMembers } from "#db/schema";

type PublicTeamMember = {
  id: string;
  name: string;
  role: string;
  bio: string;
  qualifications: string;
  quote: string;
  image: ResponsiveImage | null;
  imageUrl: string | null;
};

export async function listActiveTeamMembers({ db }: { db: Executor }): Promise<PublicTeamMember[]> {
  const rows = await db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.status, "active"))
    .orderBy(asc(teamMembers.displayOrder), asc(teamMembers.createdAt));
  const pictures = await getResponsiveImages({ db, imageIds: rows.map((row) => row.imageId) });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    bio: row.bio,
    qualifications: row.qualifications,
    quote: row.quote,
    image: row.imageId ? (pictures.get(row.imageId) ?? null) : null,
    imageUrl: row.imageUrl,
  }));
}
