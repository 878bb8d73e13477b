import { pageNumberOf } from '../ui/page-number';

export const newsroomsPath = '/newsrooms';

export function newsListHref(page?: number): string {
  return page && page > 1 ? `${newsroomsPath}?page=${page}` : newsroomsPath;
}

/** A news item's own place: the outlet's article when there is one, else its card on the newsroom. */
export function newsAnchor(id: number): string {
  return `news-${id}`;
}

export function newsPageOf(params: Record<string, string | string[] | undefined>): number {
  return pageNumberOf(params.page);
}
