import { PlaceholderPage } from '../../components/PlaceholderPage';

/** /file-operations: placeholder for the operations log, database browser and manual import. */
export default function FileOperationsPage() {
  return (
    <PlaceholderPage
      title="File Operations"
      description="The log of processed, failed and skipped files, the database browser and manual import will live here."
    />
  );
}
