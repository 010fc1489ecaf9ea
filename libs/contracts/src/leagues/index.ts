export * from './leagues.dto';
export * from './league-names';
export * from './season.dto';
export * from './leagues.answer-schemas';
export * from './season.answer-schemas';
export * from './tie-break-rules';
