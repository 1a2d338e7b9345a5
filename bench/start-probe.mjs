// Loaded into the server by `npm run bench:start` (node --import): answers "memory" on the IPC
// channel with the server's own process.memoryUsage(), which /proc alone cannot split into heap and
// the rest. Unreferenced, the channel never keeps the server running.
if (process.channel) {
  process.channel.unref();
  process.on("message", (message) => {
    if (message === "memory") process.send(process.memoryUsage());
  });
}
