// The Node.js flags the API runs with: `npm start` (apps/api/package.json), the Dockerfile and the
// bench's servers all use these (test/server.test.ts checks the first two say the same).
//
// --max-old-space-size: the API's live heap is about 35 MB under load (statement copies and a
// 1,000-purchase batch add a few MB), but left alone V8 lets garbage pile up to well over 100 MB under
// load before a full collection, and the process's resident memory past its memory budget
// (bench/README.md). At 96 MB it collects sooner. PGlite's memory is WebAssembly memory, outside this
// limit.
//
// --min-semi-space-size and --max-semi-space-size: under that limit V8 keeps the young generation at
// a size that the objects of fifty calls in flight outgrow, so they reach the old generation and full
// collections run back to back. A young generation fixed at 8 MB per semi-space lets them die young,
// for some 24 MB more of resident memory (docs/decisions/0012-young-generation.md has the figures).
export const API_NODE_FLAGS: readonly string[] = [
  '--max-old-space-size=96',
  '--min-semi-space-size=8',
  '--max-semi-space-size=8',
];
