import { describe, expect, test } from "vitest";
import { renderMarkdown, renderStoryMarkdown } from "../../../app/content/markdown.server";

describe("renderStoryMarkdown", () => {
  test("renders paragraphs, emphasis and lists", () => {
    expect(renderStoryMarkdown("Hello *there*.\n\n- one\n- two").bodyHtml).toBe(
      "<p>Hello <em>there</em>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>",
    );
  });

  test("drops raw HTML, so a script in a content file never reaches the page", () => {
    const html = renderStoryMarkdown(
      'Text\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<iframe src="https://evil.example"></iframe>',
    ).bodyHtml;
    expect(html).toBe("<p>Text</p>");
  });

  test("removes javascript: and data: links but keeps their text", () => {
    const html = renderStoryMarkdown(
      "[click](javascript:alert(1)) and [data](data:text/html,<script>alert(1)</script>)",
    ).bodyHtml;
    expect(html).not.toMatch(/javascript:|data:/);
    expect(html).toContain("<a>click</a>");
  });

  test("opens external links safely", () => {
    expect(renderStoryMarkdown("[a site](https://example.org)").bodyHtml).toBe(
      '<p><a href="https://example.org" rel="noopener noreferrer" target="_blank">a site</a></p>',
    );
  });

  test("leaves internal links alone", () => {
    expect(renderStoryMarkdown("[contributors](/contribuitor)").bodyHtml).toBe(
      '<p><a href="/contribuitor">contributors</a></p>',
    );
  });

  test("story headings start below the story's h2, whatever level the editor began at", () => {
    expect(renderStoryMarkdown("## One\n\n### Two").bodyHtml).toBe("<h3>One</h3>\n<h4>Two</h4>");
    expect(renderStoryMarkdown("# One\n\n## Two").bodyHtml).toBe("<h3>One</h3>\n<h4>Two</h4>");
  });

  test("headings never skip a level", () => {
    expect(renderStoryMarkdown("# One\n\n#### Four\n\n# Again").bodyHtml).toBe(
      "<h3>One</h3>\n<h4>Four</h4>\n<h3>Again</h3>",
    );
  });

  test("other page text starts at h3 too", () => {
    expect(renderMarkdown("# One")).toBe("<h3>One</h3>");
  });
});

describe("a story body on its own page", () => {
  test("has its headings one level higher, for its own page under an h1", () => {
    const { ownPageBodyHtml } = renderStoryMarkdown("## A part\n\nText about `<h3>` tags.\n\n### A smaller part");
    expect(ownPageBodyHtml).toBe(
      "<h2>A part</h2>\n<p>Text about <code>&#x3C;h3></code> tags.</p>\n<h3>A smaller part</h3>",
    );
  });
});
