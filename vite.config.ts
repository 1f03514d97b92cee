import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

export default defineConfig({
  root: "src/web",
  plugins: [
    react(),
    tailwindcss(),
    // Every text asset also as .br and .gz; the server sends the one the browser accepts
    // (@fastify/static `preCompressed`, with Content-Encoding and Vary: Accept-Encoding).
    compression({
      include: /\.(html|css|js|mjs|json|svg|webmanifest|txt)$/,
      threshold: 1024,
      algorithms: ["brotliCompress", "gzip"],
      logLevel: "silent",
    }),
  ],
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
