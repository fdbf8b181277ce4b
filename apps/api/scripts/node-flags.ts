// The Node.js flags the API runs with: `npm start` (apps/api/package.json), the Dockerfile and the
// bench's servers all use these (test/server.test.ts checks the first two say the same).
//
// --max-old-space-size: the API's live heap is about 26 MB after start-up (statement copies and a
// 1,000-purchase batch add a few MB), but left alone V8 lets garbage pile up to well over 100 MB under
// load before a full collection, and the process's resident memory past its memory budget (bench/README.md).
// At 96 MB it collects sooner, for the same throughput in the bench. PGlite's memory is WebAssembly
// memory, outside this limit.
export const API_NODE_FLAGS: readonly string[] = ['--max-old-space-size=96'];
