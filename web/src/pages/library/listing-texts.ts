/** The words the library browser uses for what a listing holds and which filters narrow it. */

/** "1 item", "1,234 items": the folder's size (with filters, what matches them). */
export function itemCountText(total: number): string {
  return total === 1 ? '1 item' : `${total.toLocaleString('en-US')} items`;
}

/** The label of the active letter filter's chip ('#' is the rail's "not a letter"). */
export function letterFilterLabel(letter: string): string {
  return letter === '#' ? 'Starts with a number or symbol' : `Starts with ${letter.toUpperCase()}`;
}

/** Why a filtered listing is empty, naming the search and the letter in force. */
export function noMatchText(search: string, letter: string): string {
  const startsWith = letter === '#' ? 'starting with a number or symbol' : `starting with "${letter.toUpperCase()}"`;
  if (search && letter) return `No items match "${search}" ${startsWith}`;
  if (search) return `No items match "${search}"`;
  return `No items ${startsWith}`;
}
