/** The Services tab's pure rules: the status chip, which buttons work, and when a poll has settled. */

/** What `GET /api/mediahub/status` says about the service (spec §3 "Service status"). */
export interface ServiceStatus {
  isRunning: boolean;
  monitorRunning: boolean;
  sourceDir: string;
  destinationDir: string;
}

export type ServiceAction = 'start' | 'stop' | 'restart';
export type MonitorAction = 'start' | 'stop';

/** One thing the panel can ask of the server; `target` says whether it is the service or the monitor. */
export type PanelAction = { target: 'service'; action: ServiceAction } | { target: 'monitor'; action: MonitorAction };

type ChipLabel = 'Active' | 'Partial' | 'Monitor' | 'Stopped' | 'Unknown';
type ChipColour = 'success' | 'warning' | 'info' | 'default';

/** Active = both run, Partial = only the main process, Monitor = only the monitor; no status = Unknown. */
export function statusChip(status: ServiceStatus | null): { label: ChipLabel; colour: ChipColour } {
  if (!status) return { label: 'Unknown', colour: 'default' };
  if (status.isRunning && status.monitorRunning) return { label: 'Active', colour: 'success' };
  if (status.isRunning) return { label: 'Partial', colour: 'warning' };
  if (status.monitorRunning) return { label: 'Monitor', colour: 'info' };
  return { label: 'Stopped', colour: 'default' };
}

interface ButtonRules {
  start: boolean;
  stop: boolean;
  restart: boolean;
  startMonitor: boolean;
  stopMonitor: boolean;
}

/**
 * Which buttons are enabled (spec §4): Start is off while the main process runs, Stop while nothing
 * runs, and every button while an action is under way (one at a time). Restart needs the main
 * process running (restarting a stopped service would just be Start). An unknown status counts as
 * "nothing known to run".
 */
export function buttonRules(status: ServiceStatus | null, busy: boolean): ButtonRules {
  const main = status?.isRunning ?? false;
  const monitor = status?.monitorRunning ?? false;
  return {
    start: !busy && !main,
    stop: !busy && (main || monitor),
    restart: !busy && main,
    startMonitor: !busy && !monitor,
    stopMonitor: !busy && monitor,
  };
}

/** The view shown at once when an action is asked for, before the server confirms it. */
export function optimisticStatus(status: ServiceStatus | null, request: PanelAction): ServiceStatus | null {
  if (!status) return status;
  if (request.target === 'monitor') return { ...status, monitorRunning: request.action === 'start' };
  if (request.action === 'stop') return { ...status, isRunning: false, monitorRunning: false };
  return { ...status, isRunning: true, monitorRunning: true };
}

/** True once the server's status shows what the action asked for, so polling can stop. */
export function hasSettled(status: ServiceStatus, request: PanelAction): boolean {
  if (request.target === 'monitor') return status.monitorRunning === (request.action === 'start');
  if (request.action === 'stop') return !status.isRunning && !status.monitorRunning;
  return status.isRunning;
}

/** Polling after an action (spec §4): every 1 s, 5 tries from 1.5 s for the service, 4 from 1 s for the monitor. */
export function pollPlan(request: PanelAction): { firstMs: number; everyMs: number; tries: number } {
  return request.target === 'service'
    ? { firstMs: 1500, everyMs: 1000, tries: 5 }
    : { firstMs: 1000, everyMs: 1000, tries: 4 };
}

/** The error text of a failed action (spec §8). */
export function actionFailureText(request: PanelAction): string {
  return request.target === 'service'
    ? `Failed to ${request.action} MediaHub service`
    : `Failed to ${request.action} monitor`;
}
