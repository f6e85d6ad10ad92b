export { jsonInit, startTestServer, type TestServer } from './start-test-server.js';
export { SseReader } from './sse-reader.js';
export { readProcessingStream, structuredOf, type StructuredLine } from './processing-stream.js';
