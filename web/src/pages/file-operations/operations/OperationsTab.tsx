export interface OperationsTabProps {
  /** Opens the manual import dialog (the page owns it). */
  onManualImport: () => void;
}

/** Placeholder until the Operations tab lands (sub-tabs, lists, selection, dialogs). */
export function OperationsTab({ onManualImport }: OperationsTabProps) {
  return (
    <button type="button" onClick={onManualImport}>
      Manual import
    </button>
  );
}
