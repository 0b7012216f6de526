import sharp from "sharp";
import type { AuditActor } from "#core/audit/record-audit-event";
import { MB } from "#rules/images";

/** Pieces the integration tests of back-office writes share. */

/** An admin without an account row, so tests need not create one; the audit log keeps the email. */
export const testActor: AuditActor = { adminUserId: null, actorEmail: "owner@example.com", ipAddress: "203.0.113.5" };

/** A small real PNG, as a browser would upload it. */
export async function pngFile(colour = "#c84", name = "photo.png"): Promise<File> {
  const bytes = await sharp({ create: { width: 48, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

/** Text with an image's name and type: only its content gives it away. */
export const textRenamedPng = () => new File(["these are not pixels"], "photo.png", { type: "image/png" });

/** Just over the 5 MB limit of content images. */
export const oversizedPng = () => new File([new Uint8Array(5 * MB + 1)], "huge.png", { type: "image/png" });
