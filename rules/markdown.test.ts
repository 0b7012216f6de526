import { describe, expect, it } from "vitest";
import { renderMarkdown, renderMarkdownAsText } from "./markdown";

const oneLine = (html: string) => html.replace(/\n/g, "");

describe("the site's Markdown renderer", () => {
  it.each([
    ["•", "• Budget\n• Save\n• Invest"],
    ["• with a tab, as Word pastes it", "•\tBudget\n•\tSave\n•\tInvest"],
    ["·", "· Budget\n· Save\n· Invest"],
    ["–", "– Budget\n– Save\n– Invest"],
  ])("turns lines pasted with %s bullets into a list", (_, text) => {
    expect(oneLine(renderMarkdown(`What we cover:\n${text}`))).toBe(
      "<p>What we cover:</p><ul><li>Budget</li><li>Save</li><li>Invest</li></ul>",
    );
  });

  it("turns numbered lines, 1. or 1), into a numbered list", () => {
    const list = "<ol><li>Gather statements</li><li>Sort them</li></ol>";
    expect(oneLine(renderMarkdown("1) Gather statements\n2) Sort them"))).toBe(list);
    expect(oneLine(renderMarkdown("1. Gather statements\n2. Sort them"))).toBe(list);
  });

  it("keeps a single line break as a line break, and a blank line as a new paragraph", () => {
    expect(oneLine(renderMarkdown("Steady Money\n12 Harbour Road\n\nWrite to us any time."))).toBe(
      "<p>Steady Money<br>12 Harbour Road</p><p>Write to us any time.</p>",
    );
  });

  it("shows raw HTML as text and refuses script links", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src=x onerror="alert(1)">',
    );
    expect(html).not.toMatch(/<script|<img|<a /);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("leaves a dash inside a sentence, or a bullet in the middle of a line, alone", () => {
    expect(oneLine(renderMarkdown("Fees – paid monthly • no contract"))).toBe(
      "<p>Fees – paid monthly • no contract</p>",
    );
  });

  it("reads as plain text for an email's text part: headings as lines, links with their address, no emphasis marks", () => {
    const text = [
      "## Spring budgeting",
      "",
      "This **month**, *one* step: read [the guide](https://example.com/guide) or https://example.com/faq.",
      "",
      "- list your bills",
      "- pick __one__ to cut",
      "",
      "1. Gather statements",
      "2. Sort them",
      "",
      "> Small steps add up.",
      "",
      "![A chart of savings](https://example.com/chart.jpg)",
    ].join("\n");
    expect(renderMarkdownAsText(text)).toBe(
      [
        "Spring budgeting",
        "",
        "This month, one step: read the guide (https://example.com/guide) or https://example.com/faq.",
        "",
        "- list your bills",
        "- pick one to cut",
        "",
        "1. Gather statements",
        "2. Sort them",
        "",
        "> Small steps add up.",
        "",
        "A chart of savings (https://example.com/chart.jpg)",
      ].join("\n"),
    );
  });
});
