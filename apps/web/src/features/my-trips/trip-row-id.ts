import { MAX_ROW_ID } from '@pothik/domain';

/**
 * The trip's id from its path as the API's id check reads one (a positive integer an `integer` column
 * holds), without the schema library: checked here, it is the only use of it the trip's first code had.
 */
export function tripRowId(text: string): number | null {
  const id = Number(text);
  return text.trim() !== '' && Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID ? id : null;
}
