export * from './callSheet.ts';
export * from './capacity.ts';
export * from './checkCard.ts';
export * from './dealSet.ts';
export * from './lines.ts';
export * from './printOptions.ts';
export * from './seed.ts';
export * from './setCode.ts';
