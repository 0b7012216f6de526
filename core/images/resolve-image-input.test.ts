import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_LINK_MESSAGES, IMAGE_MAX_BYTES, IMAGE_MESSAGES, parseImageLink } from "#rules/images";
import { withTestDatabase } from "#tests/setup/database";
import { imageColumns } from "./image-columns";
import { resolveImageInput } from "./resolve-image-input";

const database = withTestDatabase();

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#c84" } })
    .png()
    .toBuffer();

const resolve = (input: Parameters<typeof resolveImageInput>[0]["input"], maxBytes = IMAGE_MAX_BYTES) =>
  resolveImageInput({ db: database.db(), input, purpose: "portrait", maxBytes });

describe("image links given by an admin", () => {
  it("keeps http and https addresses and refuses other schemes", () => {
    expect(parseImageLink(" https://example.com/a.jpg ")).toEqual({ kind: "http", url: "https://example.com/a.jpg" });
    for (const link of ["javascript:alert(1)", "file:///etc/passwd", "ftp://example.com/a.jpg", "not a url", "http://"])
      expect(parseImageLink(link)).toEqual({ kind: "invalid", message: IMAGE_LINK_MESSAGES.invalidUrl });
  });

  it("refuses data URLs that are not images, SVG included", () => {
    for (const link of [
      "data:text/html;base64,PGgxPmhpPC9oMT4=",
      "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
      "data:image/png,raw",
    ])
      expect(parseImageLink(link)).toEqual({ kind: "invalid", message: IMAGE_MESSAGES.invalidType });
  });
});

describe("resolveImageInput", () => {
  it("stores an uploaded file and points the row at it", async () => {
    const resolved = await resolve({ file: new Blob([new Uint8Array(await png())]) });
    expect(resolved.kind).toBe("stored");
    expect(imageColumns(resolved)).toEqual({
      imageId: resolved.kind === "stored" ? resolved.image.id : "",
      imageUrl: null,
    });
    if (resolved.kind === "stored") expect([resolved.image.width, resolved.image.height]).toEqual([40, 30]);
  });

  it("decodes a data URL and stores it like an upload", async () => {
    const resolved = await resolve({ url: `data:image/png;base64,${(await png()).toString("base64")}` });
    expect(resolved.kind).toBe("stored");
  });

  it("links an http image as given, without fetching it", async () => {
    const resolved = await resolve({ url: "http://10.0.0.1/internal.png" });
    expect(imageColumns(resolved)).toEqual({ imageId: null, imageUrl: "http://10.0.0.1/internal.png" });
  });

  it("refuses a text file named like an image, and a file over the limit, each with its message", async () => {
    await expect(resolve({ file: new Blob(["just text"], { type: "image/png" }) })).rejects.toThrow(
      IMAGE_MESSAGES.notAnImage,
    );
    await expect(resolve({ file: new Blob([new Uint8Array(2048)]) }, 1024)).rejects.toThrow(
      IMAGE_MESSAGES.tooLarge(1024),
    );
  });

  it("tells a removed image from an untouched field", async () => {
    expect(imageColumns(await resolve({ remove: true }))).toEqual({ imageId: null, imageUrl: null });
    expect(imageColumns(await resolve({ file: new Blob([]), url: "  " }))).toEqual({});
  });
});
