import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkHeroImageFile } from "./hero-image";
import { checkChosenImage, IMAGE_MESSAGES, looksLikeHeic, PAGE_BACKGROUND, parseImageLink } from "./images";

describe("image rules", () => {
  it("lays transparent JPEG copies on the colour the pages really have", () => {
    const css = readFileSync(new URL("../app/app.css", import.meta.url), "utf8");
    expect(css).toMatch(new RegExp(`--color-paper:\\s*${PAGE_BACKGROUND};`, "i"));
  });

  it("answers an iPhone photo with the HEIC message, whether its type or only its name says so", () => {
    const photos = [
      { name: "IMG_0412.HEIC", type: "image/heic", size: 2_000_000 },
      { name: "IMG_0413.heic", type: "", size: 2_000_000 },
      { name: "IMG_0414.HEIF", type: "image/heif", size: 2_000_000 },
    ];
    for (const photo of photos) {
      expect(looksLikeHeic(photo)).toBe(true);
      expect(checkChosenImage(photo, 5_000_000)).toBe(IMAGE_MESSAGES.heicNotSupported);
      expect(checkHeroImageFile(photo)).toBe(IMAGE_MESSAGES.heicNotSupported);
    }
    expect(checkChosenImage({ name: "portrait.jpg", type: "image/jpeg", size: 10 }, 5_000_000)).toBeNull();
    expect(parseImageLink("data:image/heic;base64,AAAA")).toEqual({
      kind: "invalid",
      message: IMAGE_MESSAGES.heicNotSupported,
    });
  });
});
