import { useLocation } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** /files/* and /browse/*: placeholder for the library browser (folder tree and poster grid). */
export default function LibraryPage() {
  const { pathname } = useLocation();
  const folder = decodeURIComponent(pathname.replace(/^\/(files|browse)/, '')) || '/';
  return (
    <PlaceholderPage
      title="Browse"
      description={`The library browser will show the folders, posters and files of ${folder} here.`}
    />
  );
}
