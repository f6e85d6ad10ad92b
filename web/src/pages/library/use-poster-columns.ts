import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** The poster grid's columns: 2 extra-small, 3 small, 4 medium, 5 large. */
export function usePosterColumns(): number {
  const { breakpoints } = useTheme();
  const small = useMediaQuery(breakpoints.up('sm'), { noSsr: true });
  const medium = useMediaQuery(breakpoints.up('md'), { noSsr: true });
  const large = useMediaQuery(breakpoints.up('lg'), { noSsr: true });
  return large ? 5 : medium ? 4 : small ? 3 : 2;
}
