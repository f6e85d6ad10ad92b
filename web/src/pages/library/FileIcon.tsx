import ArchiveRounded from '@mui/icons-material/ArchiveRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import InsertDriveFileRounded from '@mui/icons-material/InsertDriveFileRounded';
import MovieRounded from '@mui/icons-material/MovieRounded';
import PictureAsPdfRounded from '@mui/icons-material/PictureAsPdfRounded';
import SubtitlesRounded from '@mui/icons-material/SubtitlesRounded';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { FileIcon as FileIconName } from '@cinesync/common';

/** The icon the server names for an entry (`folder`, `movie`, `image`…). */
export function FileIcon({ icon, ...props }: { icon: FileIconName } & SvgIconProps) {
  switch (icon) {
    case 'folder':
      return <FolderRounded color="primary" {...props} />;
    case 'movie':
      return <MovieRounded color="secondary" {...props} />;
    case 'image':
      return <ImageRounded {...props} />;
    case 'pdf':
      return <PictureAsPdfRounded {...props} />;
    case 'text':
      return <DescriptionRounded {...props} />;
    case 'subtitle':
      return <SubtitlesRounded {...props} />;
    case 'archive':
      return <ArchiveRounded {...props} />;
    default:
      return <InsertDriveFileRounded {...props} />;
  }
}
