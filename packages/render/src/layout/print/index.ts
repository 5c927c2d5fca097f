export { type CallerPagesInput, callerPages } from './callerPages.ts';
export { HUMAN_BINGO_PROMPT, humanBingo } from './humanBingo.ts';
export {
  type PrintLayoutInput,
  type PrintPage,
  type PrintPlan,
  printPages,
  printPlan,
} from './printPages.ts';
export { pageSlots } from './slots.ts';
export { STRIP_PREVIEW_PAGE, STRIP_PREVIEW_SEED, stripPreview } from './stripPreview.ts';
export { WATERMARK } from './watermark.ts';
