/** The commuting domain of the engine (`@carbon/carbon/commuting`): passenger·km by mode, by split or survey. */
export {
  COMMUTING_MODES,
  COMMUTING_MODE_FACTORS,
  DEFAULT_WORKING_WEEKS,
  commutingBySplit,
  commutingBySurvey,
  isCommutingMode,
  type CommutingFactorRef,
  type CommutingLine,
  type CommutingMode,
  type CommutingSplitInput,
  type CommutingSurveyRow,
} from './commuting.ts';
