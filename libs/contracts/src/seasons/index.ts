export * from './season-plan.rules';
export * from './season-plan.texts';
export * from './season-plan.dto';
export * from './season-plan.schemas';
export * from './season-plan.answer-schemas';
