/** The csrd domain of the engine (`@carbon/carbon/csrd`): the CSRD and BEGES rules of the public calculator. */
export { LAW_AS_OF, type LegalReferenceId, type RuleMessage, type RuleParams } from './law.ts';
export * from './inputs.ts';
export * from './csrd.ts';
export * from './beges.ts';
