import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: "src/web",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      // The API accepts changes only from its own origin (APP_URL, CSRF check): present it.
      "/api": { target: "http://localhost:3000", changeOrigin: true, headers: { origin: "http://localhost:3000" } },
      "/ws": { target: "ws://localhost:3000", ws: true },
    },
  },
});
