import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { parentPath } from '../../api/library-paths';
import { useIsMobile } from '../../app/layout/use-is-mobile';

interface FolderBreadcrumbsProps {
  folder: string;
  onNavigate: (folder: string) => void;
}

/** Up, then Home / A / B; on small screens only the last two segments. */
export function FolderBreadcrumbs({ folder, onNavigate }: FolderBreadcrumbsProps) {
  const mobile = useIsMobile();
  const segments = folder.split('/').filter((segment) => segment !== '');
  const crumbs = segments.map((name, index) => ({ name, path: segments.slice(0, index + 1).join('/') }));
  const shown = mobile ? crumbs.slice(-2) : crumbs;
  const last = crumbs.at(-1);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Tooltip title="Up">
        <span>
          <IconButton
            aria-label="Up"
            size="small"
            disabled={segments.length === 0}
            onClick={() => onNavigate(parentPath(folder))}
          >
            <ArrowUpwardRounded fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Breadcrumbs
        aria-label="Folder path"
        maxItems={mobile ? 3 : 8}
        sx={{ minWidth: 0, '& ol': { flexWrap: 'nowrap' } }}
      >
        {segments.length === 0 ? (
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }} aria-current="page">
            <HomeRounded fontSize="small" /> Home
          </Typography>
        ) : (
          <Link
            component="button"
            underline="hover"
            onClick={() => onNavigate('')}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <HomeRounded fontSize="small" /> Home
          </Link>
        )}
        {shown.map((crumb) =>
          crumb === last ? (
            <Typography
              key={crumb.path}
              noWrap
              sx={{ fontWeight: 600, maxWidth: { xs: 140, sm: 320 } }}
              aria-current="page"
            >
              {crumb.name}
            </Typography>
          ) : (
            <Link
              key={crumb.path}
              component="button"
              underline="hover"
              noWrap
              onClick={() => onNavigate(crumb.path)}
              sx={{ maxWidth: { xs: 110, sm: 240 } }}
            >
              {crumb.name}
            </Link>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}
