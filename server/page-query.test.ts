import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { isCacheablePath } from "./page-cache-middleware";
import { PAGE_QUERY_PARAMETERS, pageAddress } from "./page-query";

describe("page addresses", () => {
  it("drops the parameters no page reads and keeps declared ones in order", () => {
    expect(pageAddress("/events?utm_source=news&utm_medium=email")).toBe("/events");
    expect(pageAddress("/?fbclid=abc&gclid=1&mc_cid=2&ref=x&anything=else")).toBe("/");
    expect(pageAddress("/events.data?utm_source=a&_routes=root,routes/_site/events")).toBe(
      "/events.data?_routes=root,routes/_site/events",
    );
    expect(pageAddress("/faq?")).toBe("/faq");
    expect(pageAddress("/faq#top")).toBe("/faq#top");
    expect(pageAddress("/list?b=2&a=1&utm_id=3", new Set(["a", "b"]))).toBe("/list?b=2&a=1");
  });

  it("covers every parameter a cached public page reads", () => {
    const routes = fs.readFileSync("app/routes.ts", "utf8");
    const declaredRoutes = [...routes.matchAll(/(?:route|index)\(\s*(?:"([^"]*)",\s*)?"(routes\/[^"]+)"/g)];
    const unread: string[] = [];
    for (const [, routePath = "", file = ""] of declaredRoutes) {
      if (routePath.startsWith("admin")) continue;
      const source = fs.readFileSync(`app/${file}`, "utf8");
      const samplePath = `/${routePath.replace(/:[a-zA-Z]+/g, "sample").replace(/\*$/, "anything")}`;
      for (const [, name = ""] of source.matchAll(/searchParams\.get\("([^"]+)"\)/g)) {
        if (isCacheablePath(samplePath) && !PAGE_QUERY_PARAMETERS.has(name)) unread.push(`${samplePath} reads ${name}`);
      }
    }
    expect(declaredRoutes.length).toBeGreaterThan(10);
    expect(unread).toEqual([]);
  });
});
