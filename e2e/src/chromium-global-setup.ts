import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-binary.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium, which every file connects to; absent where Chromium is missing. */
    chromiumEndpoint: string | null;
  }
}

/**
 * One Chromium for the whole browser run: files connect to it and each works in fresh contexts
 * of its own (own cookies, storage and cache), so nothing carries over between files but the
 * process, whose start each file no longer pays.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!chromiumPath) {
    project.provide('chromiumEndpoint', null);
    return async () => {};
  }
  const server = await chromium.launchServer({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
