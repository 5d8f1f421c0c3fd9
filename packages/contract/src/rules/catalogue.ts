/** Catalogue statuses: a product on sale, a brand or category shown (1), or withdrawn (0). */
export const CatalogueStatus = { Withdrawn: 0, Active: 1 } as const;
export type CatalogueStatus = (typeof CatalogueStatus)[keyof typeof CatalogueStatus];

/**
 * A product's media: comma-separated paths, the first one shown on its card and page. A path is a video
 * when its file name contains "mp4" (the product rules' test, case-insensitive).
 */
export function isVideoPath(path: string): boolean {
  const fileName = path.split(/[?#]/)[0]?.split('/').pop() ?? '';
  return fileName.toLowerCase().includes('mp4');
}

/** The non-empty paths of a product's media, in order. */
export function mediaPaths(media: string | null | undefined): string[] {
  return (media ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter((path) => path !== '');
}

/**
 * The picture that stands for a product on a line (cart, checkout, order, return, review, mall): its
 * first media item that is not a video, else '' (a line is too small to play a video, and a video in an
 * <img> is a grey box).
 */
export function linePicture(media: string | null | undefined): string {
  return mediaPaths(media).find((path) => !isVideoPath(path)) ?? '';
}

/**
 * The same choice in SQL, for statements that read a product's media column (`column` is trusted SQL,
 * e.g. 'p.media'): the first non-empty path whose file name does not contain "mp4".
 */
export const linePictureSql = (column: string) =>
  `coalesce((select btrim(m.path) from unnest(string_to_array(${column}, ',')) with ordinality as m(path, n)
              where btrim(m.path) <> '' and lower(regexp_replace(split_part(split_part(btrim(m.path), '?', 1), '#', 1), '^.*/', '')) not like '%mp4%'
              order by m.n limit 1), '')`;
