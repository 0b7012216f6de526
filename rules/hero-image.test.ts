import { describe, expect, it } from "vitest";
import {
  checkHeroImageFile,
  formatFileSize,
  HERO_IMAGE_MESSAGES,
  HeroImageSchema,
  heroImageDeleteConfirmation,
  heroImageSizeFacts,
  nameFromFileName,
} from "./hero-image";
import { MB } from "./images";

describe("hero image rules", () => {
  it("requires a name and fills in the defaults of the modal", () => {
    const empty = HeroImageSchema.safeParse({ name: "   " });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe(HERO_IMAGE_MESSAGES.nameRequired);

    expect(HeroImageSchema.parse({ name: " Spring ", pageAssignment: "nowhere", width: "abc" })).toEqual({
      name: "Spring",
      description: "",
      pageAssignment: "unassigned",
      isActive: false,
      width: 0,
      height: 0,
    });
    expect(
      HeroImageSchema.parse({ name: "A", pageAssignment: "faq", isActive: "on", width: "3000", height: "2000" }),
    ).toMatchObject({ pageAssignment: "faq", isActive: true, width: 3000, height: 2000 });
  });

  it("checks a chosen file: one is chosen, it is an image, and under 10MB", () => {
    expect(checkHeroImageFile(null)).toBe("Please select an image file");
    expect(checkHeroImageFile({ type: "text/plain", size: 10 })).toBe("Please select a valid image file");
    expect(checkHeroImageFile({ type: "image/jpeg", size: 10 * MB + 1 })).toBe("Image size must be less than 10MB");
    expect(checkHeroImageFile({ type: "image/png", size: 10 * MB })).toBeNull();
  });

  it("prefills the name from the file name without its extension", () => {
    expect(nameFromFileName("spring-banner.jpg")).toBe("spring-banner");
    expect(nameFromFileName("team.photo.final.png")).toBe("team.photo.final");
    expect(nameFromFileName(".hidden")).toBe(".hidden");
    expect(nameFromFileName("no-extension")).toBe("no-extension");
  });

  it("shows sizes in Bytes, KB, MB and GB with at most two decimals", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(512)).toBe("512 Bytes");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(2.345 * MB)).toBe("2.35 MB");
    expect(formatFileSize(3 * 1024 * MB)).toBe("3 GB");
  });

  it("quotes the image's name in the delete confirmation", () => {
    expect(heroImageDeleteConfirmation("Spring")).toBe(
      'Are you sure you want to delete "Spring"? You can restore it from the Trash for 30 days.',
    );
  });
});

describe("what the manager says about an image's size", () => {
  it("says a link's size is unknown, and dimensions unknown when the browser could not read them", () => {
    expect(heroImageSizeFacts({ linkUrl: null, fileSize: 1536, width: 1600, height: 900 })).toEqual({
      size: "1.5 KB",
      dimensions: "1600 x 900",
    });
    expect(
      heroImageSizeFacts({ linkUrl: "https://cdn.example.com/a.jpg", fileSize: 0, width: 1200, height: 800 }),
    ).toEqual({ size: "Size unknown", dimensions: "1200 x 800" });
    expect(heroImageSizeFacts({ linkUrl: "https://cdn.example.com/b.jpg", fileSize: 0, width: 0, height: 0 })).toEqual({
      size: "Size unknown",
      dimensions: "Dimensions unknown",
    });
  });
});
