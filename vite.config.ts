import { fileURLToPath } from "node:url";
import lingui from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { pageChunksPlugin } from "./scripts/vite-page-chunks.ts";
import { PRODUCT_NAME_DEFAULT } from "./src/shared/constants.ts";

const productName = process.env.VITE_PRODUCT_NAME || PRODUCT_NAME_DEFAULT;

export default defineConfig(({ command, isSsrBuild }) => ({
  root: "src/web",
  // The server render (`vite build --ssr`, src/web/entry-server.tsx): one self-contained module with
  // React's production build, so the server loads one file and never a second copy of React.
  ...(isSsrBuild
    ? {
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
        ssr: { noExternal: true, target: "node" as const },
      }
    : {}),
  resolve: {
    // React Router 7's package exports name only its development build (remix-run/react-router
    // #12532, #14102), so a production bundle carried its dev warnings and checks: 90 KB minified.
    // The build takes the production build it ships beside it; the dev server keeps the warnings.
    alias:
      command === "build"
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
              ),
            },
          ]
        : [],
  },
  plugins: isSsrBuild
    ? [react(), lingui()]
    : [
        react(),
        // Message catalogues imported with `?lingui` arrive compiled (docs/decisions/0026).
        lingui(),
        tailwindcss(),
        pageChunksPlugin(),
        // The installable, offline app: our own worker (src/web/service-worker.ts) gets the precache
        // list; the page registers it itself after load (src/web/app/service-worker-client.ts), so no
        // register script is injected into index.html (nor into the script-free landing page).
        VitePWA({
          strategies: "injectManifest",
          srcDir: ".",
          filename: "service-worker.ts",
          injectRegister: false,
          injectManifest: {
            globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
            // The landing pages are the server's, for visitors without a session (the worker sends `/` to
            // the network); the app shell is index.html.
            globIgnores: ["landing*.html"],
          },
          manifest: {
            id: "/",
            name: productName,
            short_name: productName,
            description: `${productName}: book offices and time slots for your team.`,
            start_url: "/dashboard",
            scope: "/",
            display: "standalone",
            theme_color: "#4f46e5",
            background_color: "#ffffff",
            icons: [
              { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
              { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
              { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
            ],
          },
        }),
        // Every text asset also as .br and .gz; the server sends the one the browser accepts
        // (@fastify/static `preCompressed`, with Content-Encoding and Vary: Accept-Encoding). The
        // small ones too: without a file to send, @fastify/compress would compress each answer anew,
        // and a page's first load asks for many small chunks.
        compression({
          include: /\.(html|css|js|mjs|json|svg|webmanifest|txt)$/,
          threshold: 0,
          algorithms: ["brotliCompress", "gzip"],
          logLevel: "silent",
        }),
      ],
  build: isSsrBuild
    ? {
        outDir: "../../dist/ssr",
        emptyOutDir: true,
        ssr: "entry-server.tsx",
        copyPublicDir: false,
        // One file: the server loads a rebuild as a new module (page-render.ts), which a chunk's
        // relative imports of the entry would not follow.
        rollupOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: "../../dist/web",
        emptyOutDir: true,
        // Everything index.html's entry imports statically in one chunk (rolldown's `$initial` tag).
        // Left to itself, rolldown gave each module the entry shares with a lazy page a chunk of its
        // own: many files under 1 KiB, each a request and a gzip stream that cannot share the others'
        // dictionary; one file is smaller in all and makes every page's first load smaller. Pages
        // still share their common chunks: merging those too (an entries-aware group) made each
        // page's first load carry other pages' code.
        // The modules pages share with each other are left to rolldown's own splitting (small chunks,
        // fetched in parallel as the page chunk names them; docs/decisions/0025).
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "app", tags: ["$initial"] }],
            },
          },
        },
        // index.html preloads the entry's imports; a lazy chunk's imports get no preload links
        // from script: inserting them costs the main thread time on a phone for every link. The
        // browser fetches a chunk's imports as soon as it has the
        // chunk, and the prefetcher (app/prefetch.ts) preloads the likely next pages' files while
        // the browser is idle.
        modulePreload: {
          resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: "html" | "js" }) =>
            hostType === "html" ? deps : [],
        },
      },
  server: {
    port: 5173,
    proxy: {
      // The API accepts changes only from its own origin (APP_URL, CSRF check): present it.
      "/api": { target: "http://localhost:3000", changeOrigin: true, headers: { origin: "http://localhost:3000" } },
      "/ws": { target: "ws://localhost:3000", ws: true },
    },
  },
}));
