/** The rating chip's colour: green at 7 or above, amber at 5 or above, red below. */
export function ratingColour(rating: number): 'success' | 'warning' | 'error' {
  if (rating >= 7) return 'success';
  if (rating >= 5) return 'warning';
  return 'error';
}

const OVERVIEW_LIMIT = 200;

/** An episode overview cut at 200 characters. */
export function shortOverview(text: string): string {
  return text.length > OVERVIEW_LIMIT ? `${text.slice(0, OVERVIEW_LIMIT)}...` : text;
}
