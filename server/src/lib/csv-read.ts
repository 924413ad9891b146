/**
 * Reading the shop's two-column files (quick order's `sku,quantity`, part numbers' `sku,part number`): the file's
 * separator, decided by the whole file, and the cells of one line with RFC 4180 quoting within the line.
 */
export const SEPARATORS = ['\t', ';', ','] as const;

/** True when the line splits into a reference and a quantity (at least two cells, the first two filled). */
export function splitsInTwo(line: string, separator: string): boolean {
  const cells = splitCsvLine(line, separator);
  return Boolean(cells && cells.length >= 2 && cells[0].trim() !== '' && cells[1].trim() !== '');
}

/**
 * The file's separator: the one that splits the most lines into a reference and a quantity. Ties go to tab, then
 * semicolon, then comma: a semicolon file's "1,5" or "1,000" also splits on the comma, never the other way round.
 */
export function separatorOf(lines: readonly string[]): string {
  let best: string = ',';
  let bestCount = 0;
  for (const separator of SEPARATORS) {
    const count = lines.filter((line) => splitsInTwo(line, separator)).length;
    if (count > bestCount) {
      best = separator;
      bestCount = count;
    }
  }
  return best;
}

/** The cells of one line, RFC 4180 quoting within the line; null when a quote is never closed. */
export function splitCsvLine(line: string, separator: string): string[] | null {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === separator) {
      cells.push(cell);
      cell = '';
    } else {
      cell += c;
    }
  }
  if (quoted) return null;
  cells.push(cell);
  return cells;
}
