/**
 * Previews that look like the site: an entry drawn with the site's own class names (the markup of
 * app/story/story-article.tsx and app/contributor/contributor-profile.tsx, reduced to what an entry holds by
 * itself) inside the preview frame, which has the site's stylesheets (registered in studio.ts).
 */
import type { CreateClass, CreateElement, DecapElement, PreviewProps } from "./decap";

/** The class app/fonts/web-fonts.ts sets once the site's fonts are in: the preview has them at once. */
const FONTS_LOADED_CLASS = "fonts-loaded";

function text(props: PreviewProps, ...path: string[]): string {
  const value = props.entry.getIn(["data", ...path]);
  return value === undefined || value === null ? "" : String(value);
}

function image(h: CreateElement, props: PreviewProps, field: string, className?: string): DecapElement | null {
  const src = text(props, field, "src");
  if (!src) return null;
  const url = props.getAsset(src)?.toString();
  return h("img", { src: url, alt: text(props, field, "alt"), className, loading: "lazy" });
}

export function storyPreview(h: CreateElement, props: PreviewProps): DecapElement {
  const title = text(props, "title");
  const credit = text(props, "hero", "credit");
  return h(
    "main",
    null,
    h(
      "article",
      { className: "story" },
      h(
        "header",
        { className: "story__header" },
        h("p", { className: "story__kicker" }, text(props, "chapter")),
        h("h2", { className: "story__title" }, title),
        h("p", { className: "story__summary" }, text(props, "summary")),
        h(
          "p",
          { className: "story__meta" },
          [text(props, "date"), text(props, "newsroom")].filter(Boolean).join(" · "),
        ),
      ),
      h(
        "figure",
        { className: "story__hero" },
        image(h, props, "hero"),
        credit ? h("figcaption", { className: "story__credit" }, credit) : null,
      ),
      h("div", { className: "story__body prose" }, props.widgetFor("body")),
    ),
  );
}

export function contributorPreview(h: CreateElement, props: PreviewProps): DecapElement {
  const age = text(props, "age");
  return h(
    "main",
    null,
    h(
      "header",
      { className: "profile" },
      image(h, props, "portrait", "profile__portrait"),
      h(
        "div",
        { className: "profile__text" },
        h("h1", { className: "profile__name" }, text(props, "name")),
        h(
          "p",
          { className: "profile__meta" },
          [age ? `Age ${age}` : "", text(props, "hometown"), text(props, "newsroom")].filter(Boolean).join(" · "),
        ),
        h("p", { className: "profile__bio" }, text(props, "bio")),
      ),
    ),
  );
}

export function newsroomPreview(h: CreateElement, props: PreviewProps): DecapElement {
  return h(
    "main",
    null,
    h(
      "header",
      { className: "page-intro" },
      image(h, props, "logo"),
      h("h1", null, text(props, "name")),
      h("p", null, text(props, "region")),
      h("p", { className: "prose" }, text(props, "description")),
    ),
  );
}

/** A preview template: the entry drawn by `render`, in a frame switched to the site's fonts. */
export function previewTemplate(
  h: CreateElement,
  createClass: CreateClass,
  render: (h: CreateElement, props: PreviewProps) => DecapElement,
): object {
  return createClass({
    componentDidMount(this: { props: PreviewProps }) {
      this.props.document.documentElement.classList.add(FONTS_LOADED_CLASS);
    },
    render(this: { props: PreviewProps }) {
      return render(h, this.props);
    },
  });
}
