export { jsonInit, startTestServer, type TestServer } from './start-test-server.js';
export { SseReader } from './sse-reader.js';
export { readProcessingStream, structuredOf, type StructuredLine } from './processing-stream.js';
export {
  makeOrganiserFolders,
  organiserEnv,
  writeSourceTree,
  type OrganiserFolders,
  type TreeFile,
} from './source-tree.js';
