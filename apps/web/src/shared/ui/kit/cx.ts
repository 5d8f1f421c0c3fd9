/** Joins the class names that are set: cx('a', false && 'b', 'c') === 'a c'. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
