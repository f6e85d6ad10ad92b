import { SCAN_RECORD_STATUSES, type OrganiserLastScan, type OrganiserState } from '@cinesync/common';
import type { ConfigStore } from '../../config/config-store.js';
import type { ScansRepository } from '../../db/repositories/scans.repository.js';
import type { Scan } from '../../db/schema.js';
import type { CurrentScan } from './current-scan.js';
import type { OrganiserService } from './organiser-service.js';
import { missingSetup } from './organiser-supervisor.js';

interface OrganiserStateSources {
  config: ConfigStore;
  service: OrganiserService;
  scans: ScansRepository;
  currentScan: CurrentScan;
}

/**
 * What organising is doing, plainly, with what the dashboard needs to say why and offer the fix.
 * The worst news wins: not set up, stopped, a scan going, a folder unavailable, the last scan failed.
 */
export async function readOrganiserState(sources: OrganiserStateSources): Promise<OrganiserState> {
  const { config, service, scans } = sources;
  const { isRunning, monitorRunning } = service.status();
  const missing = await missingSetup(config);
  const pausedRoots = service.unavailableRoots();
  const lastScan = lastScanOf(scans.latestFinished());
  const currentScan = sources.currentScan.get();
  const idle = !isRunning && !monitorRunning;
  const state = stateOf({ idle, setUp: missing.length === 0, scanning: currentScan !== null, pausedRoots, lastScan });
  return {
    state,
    isRunning,
    monitorRunning,
    autoStart: config.getBoolean('MEDIAHUB_AUTO_START'),
    missing,
    pausedRoots,
    lastScan,
    currentScan,
  };
}

function stateOf(facts: {
  idle: boolean;
  setUp: boolean;
  scanning: boolean;
  pausedRoots: readonly unknown[];
  lastScan: OrganiserLastScan | null;
}): OrganiserState['state'] {
  if (facts.idle && !facts.setUp) return 'setup';
  if (facts.scanning) return 'scanning';
  if (facts.idle) return 'stopped';
  if (facts.pausedRoots.length > 0) return 'paused';
  return facts.lastScan?.status === 'failed' ? 'failing' : 'running';
}

function lastScanOf(row: Scan | undefined): OrganiserLastScan | null {
  if (!row) return null;
  return {
    kind: row.kind,
    status: SCAN_RECORD_STATUSES.includes(row.status) ? row.status : 'failed',
    startedAt: Number(row.started_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    message: row.error,
    counts: countsOf(row.counts),
  };
}

function countsOf(text: string | null): Record<string, number> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}
