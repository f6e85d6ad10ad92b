import type { NamingFormatKind } from './naming-format-keys';

export interface NamingTokenDialogProps {
  open: boolean;
  kind: NamingFormatKind;
  /** The format being edited. */
  value: string;
  /** The edited format (tokens inserted, text typed); the General tab keeps it as a pending change. */
  onChange: (value: string) => void;
  onClose: () => void;
}

/** Placeholder until the token helper lands. */
export function NamingTokenDialog({ open }: NamingTokenDialogProps) {
  return open ? <div role="dialog">Token helper</div> : null;
}
