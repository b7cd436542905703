import { reactRouter } from "@react-router/dev/vite";
import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import { type Plugin, defineConfig } from "vite";
// With its extension: Vite's native config loader, its coming default, resolves no other import.
import { compileHints } from "./app/framework/compile-hints.server.ts";
import { keepServerBuild } from "./app/framework/keep-server-build.server.ts";
import { reactRouterProductionBuild } from "./app/framework/react-router-production-build.server.ts";

/**
 * Dev server only: serve /assets/content/* (the image step's variants, videos, captions) from the
 * image cache, which the production build copies them from (app/images/images.server.ts names
 * both; kept inline so the config does not load the content code).
 */
function contentAssets(): Plugin {
  const types: Record<string, string> = {
    ".avif": "image/avif",
    ".webp": "image/webp",
    ".jpg": "image/jpeg",
    ".mp4": "video/mp4",
    ".vtt": "text/vtt; charset=utf-8",
  };
  return {
    name: "content-assets",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? "").split("?")[0] ?? "";
        if (!pathname.startsWith("/assets/content/")) return next();
        const name = path.basename(decodeURIComponent(pathname));
        const file = path.resolve(process.env.IMAGE_CACHE_DIR ?? ".cache/images", "files", name);
        if (name.startsWith(".") || !existsSync(file)) return next();
        res.setHeader("Content-Type", types[path.extname(name)] ?? "application/octet-stream");
        createReadStream(file).pipe(res);
      });
    },
  };
}

/**
 * Dev server only, under `npm run edit` (scripts/edit.ts), which writes the editing studio into
 * STUDIO_ADMIN_DIR: serve it at /admin/ as the build's admin/ folder is served.
 */
function studioAdmin(): Plugin {
  const types: Record<string, string> = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".yml": "text/yaml; charset=utf-8",
    ".wasm": "application/wasm",
  };
  return {
    name: "studio-admin",
    apply: "serve",
    configureServer(server) {
      const dir = process.env.STUDIO_ADMIN_DIR;
      if (!dir) return;
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? "").split(/[?#]/)[0] ?? "";
        if (pathname !== "/admin" && !pathname.startsWith("/admin/")) return next();
        const name = path.basename(decodeURIComponent(pathname.slice("/admin".length))) || "index.html";
        const file = path.join(dir, name);
        if (name.startsWith(".") || !existsSync(file)) return next();
        res.setHeader("Content-Type", types[path.extname(name)] ?? "application/octet-stream");
        res.setHeader("X-Robots-Tag", "noindex, nofollow");
        createReadStream(file).pipe(res);
      });
    },
  };
}

export default defineConfig({
  plugins: [
    reactRouterProductionBuild(),
    reactRouter(),
    compileHints(),
    keepServerBuild(),
    contentAssets(),
    studioAdmin(),
  ],
  resolve: {
    alias: [
      // Plyr's package `exports` leave out its icon sprite, which the player serves from this site
      // instead of Plyr's CDN (app/video/plyr-player.ts): reach the file itself.
      { find: /^plyr\/dist\/plyr\.svg/, replacement: path.resolve("node_modules/plyr/dist/plyr.svg") },
    ],
  },
  build: {
    // Vite's default, named because app/styles/tokens.css relies on it: Lightning CSS writes each
    // light-dark() colour out as custom properties for the browsers of the build target (from
    // Safari 16.4), which have no light-dark(); esbuild, the other choice, leaves it as written.
    cssMinify: "lightningcss",
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The site's small modules that several pages import (constants, texts, links, the
              // copy button...) in one chunk rather than one chunk each: every page loads them
              // anyway, and a chunk of a few hundred bytes costs its own gzip frame and import
              // lines. On-demand modules (the player, analytics, the share list) stay apart.
              // docs/decisions/015-share-feeds-print.md has the figures.
              // Not offline reading's (app/offline/, its texts): only its on-demand chunks and the
              // offline page use them. Nor the background downloads (app/background-work/): only
              // the on-demand reading ahead and web fonts do. Nor the legacy paths' redirect route and
              // its middleware: only that route uses them.
              name: "shared",
              test: /[\\/]app[\\/](?!offline[\\/]|background-work[\\/]|i18n[\\/]texts[\\/]offline\.ts|navigation[\\/](?:legacy-paths|middleware-registry)\.ts|routes[\\/]legacy-contributor\.tsx)/,
              minShareCount: 2,
              maxModuleSize: 4000,
            },
          ],
        },
      },
    },
  },
  environments: {
    // The server bundle only pre-renders, but what it writes into every page is its own code: the
    // before-hydration script is its functions' source text (app/before-hydration/). Minified,
    // that script is 2.6 kB instead of 4.4 kB, and home's HTML 200 bytes smaller in brotli.
    ssr: { build: { minify: true } },
  },
  define: {
    // scripts/build.ts stamps each build; the client compares it with /routes.json's version.
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? "dev"),
  },
});
