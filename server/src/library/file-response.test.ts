import { describe, expect, it } from 'vitest';
import { attachmentDisposition, entityTag, planFileResponse } from './file-response.js';

const file = { size: 1000, mtimeMs: Date.UTC(2024, 0, 2, 3, 4, 5, 678) };
const options = { contentType: 'video/x-matroska' };

describe('planFileResponse', () => {
  it('sends the whole file with validators when no range is asked', () => {
    const plan = planFileResponse(file, {}, options);
    expect(plan.status).toBe(200);
    expect(plan.range).toEqual({ start: 0, end: 999 });
    expect(plan.headers).toMatchObject({
      'Content-Type': 'video/x-matroska',
      'Content-Length': '1000',
      'Accept-Ranges': 'bytes',
      ETag: entityTag(file),
      'Last-Modified': 'Tue, 02 Jan 2024 03:04:05 GMT',
    });
    expect(plan.headers['Content-Disposition']).toBeUndefined();
  });

  it('sends one range as 206 with Content-Range', () => {
    const plan = planFileResponse(file, { range: 'bytes=-10' }, options);
    expect(plan).toMatchObject({
      status: 206,
      range: { start: 990, end: 999 },
      headers: { 'Content-Range': 'bytes 990-999/1000', 'Content-Length': '10' },
    });
  });

  it('answers a range past the end with 416 and the size', () => {
    const plan = planFileResponse(file, { range: 'bytes=2000-' }, options);
    expect(plan.status).toBe(416);
    expect(plan.range).toBeUndefined();
    expect(plan.headers['Content-Range']).toBe('bytes */1000');
  });

  it('answers a range request of an empty file with the whole (empty) file', () => {
    const plan = planFileResponse({ size: 0, mtimeMs: 0 }, { range: 'bytes=0-' }, options);
    expect(plan).toMatchObject({ status: 200, headers: { 'Content-Length': '0' } });
    expect(plan.range).toBeUndefined();
  });

  it('answers a failed If-Match or If-Unmodified-Since with 412 and no body', () => {
    const plan = planFileResponse(file, { ifMatch: '"other"', range: 'bytes=0-9' }, options);
    expect(plan.status).toBe(412);
    expect(plan.range).toBeUndefined();
    expect(planFileResponse(file, { ifMatch: entityTag(file) }, options).status).toBe(200);
    expect(planFileResponse(file, { ifUnmodifiedSince: 'Tue, 02 Jan 2024 03:04:04 GMT' }, options).status).toBe(412);
  });

  it('answers a matching If-None-Match (or a fresh If-Modified-Since) with 304', () => {
    expect(planFileResponse(file, { ifNoneMatch: entityTag(file) }, options).status).toBe(304);
    expect(planFileResponse(file, { ifNoneMatch: `"x", W/${entityTag(file)}` }, options).status).toBe(304);
    expect(planFileResponse(file, { ifNoneMatch: '"other"' }, options).status).toBe(200);
    expect(planFileResponse(file, { ifModifiedSince: 'Tue, 02 Jan 2024 03:04:05 GMT' }, options).status).toBe(304);
    expect(planFileResponse(file, { ifModifiedSince: 'Tue, 02 Jan 2024 03:04:04 GMT' }, options).status).toBe(200);
  });

  it('honours the range only while If-Range still names this version', () => {
    const etag = entityTag(file);
    expect(planFileResponse(file, { range: 'bytes=0-9', ifRange: etag }, options).status).toBe(206);
    expect(planFileResponse(file, { range: 'bytes=0-9', ifRange: '"old"' }, options).status).toBe(200);
    const lastModified = 'Tue, 02 Jan 2024 03:04:05 GMT';
    expect(planFileResponse(file, { range: 'bytes=0-9', ifRange: lastModified }, options).status).toBe(206);
    expect(
      planFileResponse(file, { range: 'bytes=0-9', ifRange: 'Tue, 02 Jan 2024 03:04:04 GMT' }, options).status,
    ).toBe(200);
  });

  it('sends no body for an empty file', () => {
    const plan = planFileResponse({ size: 0, mtimeMs: 0 }, {}, options);
    expect(plan).toMatchObject({ status: 200, headers: { 'Content-Length': '0' } });
    expect(plan.range).toBeUndefined();
  });

  it('names downloads safely, in ASCII and in UTF-8', () => {
    expect(attachmentDisposition('Amélie (2001) "x".mkv')).toBe(
      `attachment; filename="Am_lie (2001) _x_.mkv"; filename*=UTF-8''Am%C3%A9lie%20%282001%29%20%22x%22.mkv`,
    );
    const plan = planFileResponse(file, {}, { ...options, attachmentName: 'a.mkv' });
    expect(plan.headers['Content-Disposition']).toBe(`attachment; filename="a.mkv"; filename*=UTF-8''a.mkv`);
  });
});
