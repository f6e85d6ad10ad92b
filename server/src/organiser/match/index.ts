/** Matching a parsed release to its TMDB title (and an episode to its place in the show). */
export {
  DEFAULT_MATCH_THRESHOLD,
  Matcher,
  type MatcherOptions,
  type MatchForce,
  type MatchRequest,
} from './matcher.js';
export { normaliseTitle, titleKey, titleSimilarity } from './title-similarity.js';
export {
  AMBIGUITY_MARGIN,
  decide,
  rankCandidates,
  scoreCandidate,
  type CandidateFacts,
  type Decision,
  type ScoredCandidate,
} from './score-candidate.js';
export { nameEvidence, type NameEvidence, type TitleVariant, type TypeEvidence } from './name-evidence.js';
export { movieRowFacts, tvRowFacts } from './tmdb-facts.js';
export { idsInPath, type IdsInPath } from './ids-in-path.js';
export { FolderOverrides, type FolderOverride } from './folder-overrides.js';
export { FolderChoices, type ChoicePlace, type ChosenTitle } from './folder-choices.js';
export { choiceFolder, folderLabel } from './choice-folder.js';
