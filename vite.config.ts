import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const apiServer = "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
  },
  server: {
    proxy: {
      "/api": { target: apiServer, changeOrigin: false },
      "/storage": { target: apiServer, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/api": { target: apiServer, changeOrigin: false },
      "/storage": { target: apiServer, changeOrigin: false },
    },
  },
});
