import useMediaQuery from '@mui/material/useMediaQuery';

/** The mobile layout (drawer menu, View Options) applies below 768 px. */
const MOBILE_QUERY = '(max-width:767.95px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, { noSsr: true });
}
