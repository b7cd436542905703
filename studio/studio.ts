/**
 * The editing studio's own script, loaded after Decap CMS's bundle on /admin/ (built into
 * admin/studio.js by scripts/studio/admin-files.ts): the backends config.yml may name, and
 * previews with the site's styles.
 */
import { STUDIO_BACKENDS } from "./backends";
import type { BackendRegistration, DecapConfigObject } from "./decap";
import { withEntryFolders } from "./entry-files";
import { translatableNames } from "./translation-words";
import { contributorPreview, newsroomPreview, previewTemplate, storyPreview } from "./previews";

const { CMS, h, createClass } = window;

for (const { name, decapBackend } of Object.values(STUDIO_BACKENDS)) {
  const decap = CMS.getBackend(decapBackend);
  if (decap === undefined)
    throw new Error(`Decap CMS has no "${decapBackend}" backend to build the studio's "${name}" on`);
  CMS.registerBackend(
    name,
    // Decap calls `new` on a backend; returning an object from a constructor makes that object the instance.
    class {
      constructor(config: DecapConfigObject, ...rest: unknown[]) {
        const folders = new Map(
          config.collections.flatMap(({ folder, fields }) =>
            folder ? [[folder, translatableNames(fields ?? [])] as const] : [],
          ),
        );
        return withEntryFolders((decap as BackendRegistration).init(config, ...rest), folders);
      }
    } as unknown as new (...args: unknown[]) => object,
  );
}

// The stylesheets of the site's pages, as the build found them linked (index.html's meta tags).
for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="studio-preview-style"]')) {
  CMS.registerPreviewStyle(meta.content);
}

CMS.registerPreviewTemplate("stories", previewTemplate(h, createClass, storyPreview));
CMS.registerPreviewTemplate("contributors", previewTemplate(h, createClass, contributorPreview));
CMS.registerPreviewTemplate("newsrooms", previewTemplate(h, createClass, newsroomPreview));
