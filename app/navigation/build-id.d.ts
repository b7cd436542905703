/** Stamped by vite.config.ts `define`: the id of the build this bundle belongs to. */
declare const __BUILD_ID__: string;
