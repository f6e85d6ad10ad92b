import type { FolderChoiceTitle, MatchOption } from '@cinesync/common';
import { useState } from 'react';
import { remembersPick, useFolderChoiceEligibility } from '../../api/folder-choices-queries';
import { MatchCards } from './MatchCards';
import { RememberChoiceBox } from './RememberChoiceBox';

interface MatchChoiceProps {
  /** The file the matches are for; null when the server did not say (nothing is offered to remember). */
  sourcePath: string | null;
  options: MatchOption[];
  disabled: boolean;
  /** `rememberChoice` is undefined when the dialog offered nothing to decide. */
  onChoose: (option: MatchOption, rememberChoice: boolean | undefined) => void;
}

function titleOf(option: MatchOption): FolderChoiceTitle | null {
  return option.mediaType === 'unknown' ? null : { tmdbId: option.tmdbId, mediaType: option.mediaType };
}

/** The matches as poster cards, with the box that says whether (and where) the pick is remembered. */
export function MatchChoice({ sourcePath, options, disabled, onChoose }: MatchChoiceProps) {
  const [ticked, setTicked] = useState(true);
  const titles = options.map(titleOf).filter((t): t is FolderChoiceTitle => t !== null);
  const eligibility = useFolderChoiceEligibility(sourcePath, titles);
  const nameOf = (title: FolderChoiceTitle) => {
    const option = options.find((o) => o.tmdbId === title.tmdbId && o.mediaType === title.mediaType);
    return option ? `${option.title}${option.year ? ` (${option.year})` : ''}` : `TMDB ${title.tmdbId}`;
  };
  const choose = (option: MatchOption) => {
    const title = titleOf(option);
    onChoose(option, sourcePath && title ? remembersPick(eligibility.data, ticked, title) : undefined);
  };
  return (
    <>
      {sourcePath && titles.length > 0 && (
        <RememberChoiceBox
          eligibility={eligibility.data}
          failed={eligibility.isError}
          ticked={ticked}
          onTick={setTicked}
          nameOf={nameOf}
        />
      )}
      <MatchCards options={options} disabled={disabled} onChoose={choose} />
    </>
  );
}
