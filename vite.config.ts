import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  define: {
    // scripts/build.ts stamps each build; the client compares it with /routes.json's version.
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? "dev"),
  },
});
