// What other modules (the staff console) may use of content: saving and deleting rows through the one
// cleaning path and the console's listings.
export { type ContentKind, keyFieldOf, type SavedContentRow } from './content-tables';
export { default as contentPlugin } from './plugin';
export { toSafeUrl } from './sanitize';
export { cleanContentRow, saveContent } from './save-content';
export {
  type ContentListQuery,
  campaignTrackTotals,
  deleteContentRow,
  findContentRow,
  isPictureOfAnyContent,
  listContentRows,
  picturesDeletedWith,
  picturesOfRow,
} from './staff-repo';
