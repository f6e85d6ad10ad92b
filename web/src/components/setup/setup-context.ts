import { createContext, useContext } from 'react';
import type { SetupStep } from './setup-rules';

export interface SetupControls {
  /** Opens the setup at `step` (default: the first step with something left to do). */
  open: (step?: SetupStep) => void;
}

export const SetupContext = createContext<SetupControls | null>(null);

/** The setup's controls; null outside the signed-in shell (a page rendered alone). */
export function useSetup(): SetupControls | null {
  return useContext(SetupContext);
}
