import { PlaceholderPage } from '../../components/PlaceholderPage';

/** /media/*: placeholder for a movie or show's detail page. */
export default function MediaPage() {
  return (
    <PlaceholderPage
      title="Media Details"
      description="Details of a movie or TV show (artwork, cast, seasons and files) will appear here."
    />
  );
}
