/**
 * A full page load: after a call that created, changed or ended the session, the shell must boot again to
 * read it (the session atom is loaded once per page).
 */
export function reloadInto(path: string): void {
  window.location.assign(path);
}
