// `npm run dev`: the API with reload on change (on PORT, 3000 by default) and Vite's dev server (port
// 5173) with React Fast Refresh, which proxies /api and /storage to the API on that same PORT
// (vite.config.ts). Ctrl+C stops both.
import { spawn } from "node:child_process";

const env = { NODE_ENV: "development", ...process.env, PORT: process.env.PORT || "3000" };
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], { stdio: "inherit", env }),
  spawn("npx", ["vite"], { stdio: "inherit", env }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
