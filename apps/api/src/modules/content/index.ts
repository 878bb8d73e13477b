// What other modules (the staff console) may use of content: saving and deleting rows through the one
// cleaning path and the console's listings; never through the repos.
export {
  type ContentListQuery,
  changeContentRow,
  findContentForConsole,
  isContentPicture,
  listContentForConsole,
  popupTrackTotals,
  removeContentRow,
} from './console-content';
export { type ContentKind, keyFieldOf, type SavedContentRow } from './content-tables';
export { default as contentPlugin } from './plugin';
export { toSafeUrl } from './sanitize';
export { cleanContentRow, saveContent } from './save-content';
