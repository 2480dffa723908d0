/** The script a redirect page runs (its own module so the CSP can allow it by hash without loading the templates). */
export function redirectScript(to: string): string {
  return `if(location.pathname!==${JSON.stringify(to)})location.replace(${JSON.stringify(to)}+location.search+location.hash);`;
}
