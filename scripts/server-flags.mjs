// Node's flags for the server process, shared by `npm start` and the benchmarks that start it.
// A young generation of 64 MB instead of Node 20's 16 MB: a read of a quote makes tens of kB of
// short-lived objects, and at 16 MB the scavenger ran so often that it took about a tenth of the
// server's CPU under load; at 64 MB a quote read cost the server about a quarter less (decision 029).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
