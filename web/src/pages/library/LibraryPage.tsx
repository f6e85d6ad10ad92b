import { ConfigurationGate } from '../../components/ConfigurationGate';
import { FolderView } from './FolderView';
import { useLibraryLocation } from './use-library-location';

/** /files/* and /browse/*: the library browser. Each folder gets fresh view state (selection, menus). */
export default function LibraryPage() {
  const location = useLibraryLocation();
  return (
    <ConfigurationGate>
      <FolderView key={location.folder} location={location} />
    </ConfigurationGate>
  );
}
