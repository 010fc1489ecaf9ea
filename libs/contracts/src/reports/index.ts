export * from './report-rules';
export * from './reports.texts';
export * from './report-score';
export * from './reports.dto';
export * from './report-payload.schema';
export * from './manual-report.schemas';
export * from './reports.query-schemas';
export * from './reports.answer-schemas';
